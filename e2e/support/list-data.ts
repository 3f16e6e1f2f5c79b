import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  parseList,
  type TApplication,
  type TApplicationCreate,
  type TLoginResponse,
  type TOption,
  type TUser,
} from '@mutabaa/shared';
import { ACCOUNTS } from './accounts';

type AccountName = keyof typeof ACCOUNTS;
export type Caller = { token: string; user: TUser };
type Page = { count: number; results: TApplication[] };

/** Signs an account in through the API. */
export async function callerOf(request: APIRequestContext, account: AccountName): Promise<Caller> {
  const response = await request.post('/api/login/', { data: ACCOUNTS[account] });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as TLoginResponse;
  return { token: body.access, user: body.user };
}

export const bearer = (caller: Caller) => ({ Authorization: `Bearer ${caller.token}` });

/** A tag no other test (or demo record) carries, to keep a test's rows to itself. */
export const uniqueTag = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let typeValue: string | undefined;
async function activeType(request: APIRequestContext, caller: Caller) {
  if (typeValue) return typeValue;
  const response = await request.get('/api/transactions/form-config/application-types/', {
    headers: bearer(caller),
  });
  typeValue = parseList<TOption>(await response.json()).find((t) => t.is_active)!.value;
  return typeValue;
}

/** Creates an application as `caller` (staff) for `client`, with every field filled. */
export async function createApplication(
  request: APIRequestContext,
  caller: Caller,
  fields: {
    title: string;
    client: Caller;
    tags: string[];
    status?: TApplicationCreate['status'];
    assignee?: Caller;
  },
): Promise<TApplication> {
  const response = await request.post('/api/transactions/', {
    headers: bearer(caller),
    data: {
      title: fields.title,
      description: 'Created by the list tests',
      transaction_type: await activeType(request, caller),
      priority: 'normal',
      client: fields.client.user.id,
      assigned_to: fields.assignee?.user.id ?? null,
      department: 'Licensing',
      tags: fields.tags,
      status: fields.status ?? 'submitted',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TApplication;
}

/** GET /transactions/ (or another paged list) as `caller`: the API's answer to compare with. */
export async function listAs(
  request: APIRequestContext,
  caller: Caller,
  query: Record<string, string | number>,
  path = '/api/transactions/',
): Promise<Page> {
  const response = await request.get(path, { headers: bearer(caller), params: query });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Page;
}
