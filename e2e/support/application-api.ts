import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  parseList,
  type Language,
  type TApplication,
  type TApplicationCreate,
  type TApplicationDetail,
  type TAttachment,
  type TLoginResponse,
  type TOption,
  type TUser,
} from '@mutabaa/shared';
import { ACCOUNTS } from './accounts';
import type { Account } from './fixtures';

export type SignedIn = { token: string; user: TUser };

/** Signs an account in through the API; its token and user. */
export async function apiSignIn(request: APIRequestContext, account: Account): Promise<SignedIn> {
  const data = typeof account === 'string' ? ACCOUNTS[account] : account;
  const response = await request.post('/api/login/', { data });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as TLoginResponse;
  return { token: body.access, user: body.user };
}

const auth = (who: SignedIn, language = 'en') => ({
  Authorization: `Bearer ${who.token}`,
  'Accept-Language': language,
});

/** The value of the first active application type. */
export async function firstTypeValue(request: APIRequestContext, who: SignedIn) {
  const response = await request.get('/api/transactions/form-config/application-types/active/', {
    headers: auth(who),
  });
  expect(response.status()).toBe(200);
  return parseList<TOption>(await response.json())[0]!.value;
}

/** Creates a submitted application for `client`, assigned to `assignee`, as `who`. */
export async function createApplication(
  request: APIRequestContext,
  who: SignedIn,
  options: {
    title: string;
    client: SignedIn;
    assignee?: SignedIn;
    status?: TApplicationCreate['status'];
    /** YYYY-MM-DD; none by default. */
    due_date?: string;
  },
): Promise<TApplication> {
  const response = await request.post('/api/transactions/', {
    headers: auth(who),
    data: {
      title: options.title,
      transaction_type: await firstTypeValue(request, who),
      priority: 'normal',
      client: options.client.user.id,
      assigned_to: options.assignee?.user.id ?? null,
      // Form tests running beside this one make the department required for a while.
      department: 'E2E',
      status: options.status ?? 'submitted',
      ...(options.due_date ? { due_date: options.due_date } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TApplication;
}

/**
 * The admin, the editor and the client signed in through the API, and a submitted application
 * the admin made for the client, assigned to the editor.
 */
export async function assignedApplication(request: APIRequestContext, title: string) {
  const admin = await apiSignIn(request, 'admin');
  const editor = await apiSignIn(request, 'editor');
  const client = await apiSignIn(request, 'client');
  const created = await createApplication(request, admin, { title, client, assignee: editor });
  return { admin, editor, client, created };
}

/** The application as `who` reads it (with `allowed_transitions`). */
export async function readApplication(request: APIRequestContext, who: SignedIn, id: number) {
  const response = await request.get(`/api/transactions/${id}/`, { headers: auth(who) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TApplicationDetail;
}

export async function transition(
  request: APIRequestContext,
  who: SignedIn,
  id: number,
  status: string,
  comment?: string,
) {
  const response = await request.post(`/api/transactions/${id}/transition/`, {
    headers: auth(who),
    data: { status, comment },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function comment(
  request: APIRequestContext,
  who: SignedIn,
  id: number,
  text: string,
  isInternal = false,
) {
  const response = await request.post(`/api/transactions/${id}/comments/`, {
    headers: auth(who),
    data: { text, is_internal: isInternal },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Uploads a file to an application through the API. */
export async function uploadFile(
  request: APIRequestContext,
  who: SignedIn,
  id: number,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const response = await request.post(`/api/transactions/${id}/attachments/`, {
    headers: auth(who),
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TAttachment;
}

/** A status's label in a language, from the configured statuses. */
export async function statusLabel(
  request: APIRequestContext,
  who: SignedIn,
  status: string,
  language: Language,
) {
  const response = await request.get('/api/transactions/form-config/statuses/', {
    headers: auth(who),
  });
  const option = parseList<TOption>(await response.json()).find((s) => s.value === status)!;
  return language === 'ar' ? option.label_ar : option.label_en;
}
