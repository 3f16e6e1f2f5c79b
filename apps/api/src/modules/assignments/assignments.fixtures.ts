import type {
  TApplication,
  TAssignmentPage,
  TAssignmentRule,
  THistoryEntry,
  TWorkload,
} from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { testCast } from '../../test/cast.js';
import { createApplication, type Session } from '../../test/factories.js';

export const UNKNOWN_ID = 2147483000;

export type Page<T> = { count: number; results: T[] };
export type Invalid = { code: string; errors: Record<string, string[]> };
export type Conflict = { code: string; detail: string };

export const EN = { headers: { 'accept-language': 'en' } };

/** The requests of one test app, as `session` (or anonymously). */
export function apiOf(t: TestApp) {
  const call = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(session ? session.auth : {}), 'accept-language': lang },
      ...(payload !== undefined && { payload }),
    });
  const ok = async <T>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const api = {
    call,
    ok,
    /** POST /transactions/ (201), as `session`. */
    create(session: Session, fields: object): Promise<TApplication> {
      const body = { title: 'Shop permit', transaction_type: 'permit', priority: 'normal' };
      return createApplication(t.app, session, { ...body, ...fields }, EN);
    },
    async detail(session: Session, id: number): Promise<TApplication> {
      return ok<TApplication>(await call(session, 'GET', `/transactions/${id}/`));
    },
    async move(session: Session, id: number, ...statuses: string[]): Promise<TApplication> {
      let last: TApplication | undefined;
      for (const status of statuses) {
        last = await ok<TApplication>(
          await call(session, 'POST', `/transactions/${id}/transition/`, { status }),
        );
      }
      return last!;
    },
    assign: (session: Session, body: object, lang = 'en') =>
      call(session, 'POST', '/assignments/', body, lang),
    async history(session: Session, query: string, lang = 'en'): Promise<TAssignmentPage> {
      return ok<TAssignmentPage>(
        await call(session, 'GET', `/assignments/?${query}`, undefined, lang),
      );
    },
    async workload(session: Session): Promise<TWorkload[]> {
      return ok<TWorkload[]>(await call(session, 'GET', '/assignments/workload/'));
    },
    async workloadOf(session: Session, userId: number) {
      const row = (await api.workload(session)).find((w) => w.user.id === userId);
      expect(row, `workload of user ${userId}`).toBeDefined();
      const { open, overdue, due_soon, completed_last_7_days, is_available } = row!;
      return { open, overdue, due_soon, completed_last_7_days, is_available };
    },
    async notificationCount(session: Session): Promise<number> {
      return (await ok<Page<unknown>>(await call(session, 'GET', '/notifications/notifications/')))
        .count;
    },
    async appHistory(session: Session, id: number): Promise<THistoryEntry[]> {
      return ok<THistoryEntry[]>(await call(session, 'GET', `/transactions/${id}/history/`));
    },
    async queue(session: Session): Promise<number[]> {
      const page = await ok<Page<TApplication>>(
        await call(session, 'GET', '/transactions/?unassigned=true&open=true&page_size=100'),
      );
      return page.results.map((a) => a.id);
    },
    async setRules(session: Session, rules: { transaction_type: string; mode: string }[]) {
      return ok<TAssignmentRule[]>(await call(session, 'PUT', '/assignments/rules/', { rules }));
    },
    /** The database's today plus `offset` days, as an ISO date (the workload counts by it). */
    async day(offset: number): Promise<string> {
      const result = (await t.app.db.execute(
        sql`select (current_date + ${offset}::int)::text as d`,
      )) as unknown as { rows: { d: string }[] };
      return result.rows[0]!.d;
    },
  };
  return api;
}

export const assigneeOf = (a: TApplication) => a.assigned_to?.id ?? null;

/**
 * The app, users and requests of the bulk assignment and hand-over tests; `submitted` makes a
 * submitted application of `client` as the admin.
 */
export function handOverCast() {
  const {
    t,
    sessions: [admin, editor, client],
  } = testCast([['admin', { fullName: 'Assigning Admin' }], 'editor', 'client']);
  const api = apiOf(t);
  const submitted = (fields: object = {}) =>
    api.create(admin, { status: 'submitted', client: client.user.id, ...fields });
  return { t, admin, editor, client, api, submitted };
}
