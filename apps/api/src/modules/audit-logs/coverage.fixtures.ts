import { asc, gt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLogs, type AuditLogRow } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { backgroundSettled } from '../../test/jobs.js';
import { createApplication, TEST_PASSWORD, type Session } from '../../test/factories.js';
import { presentChanges } from './audit-logs.presenter.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Call = {
  session?: Session | null;
  payload?: object;
  headers?: Record<string, string>;
  ip?: string;
};

export type Expected = {
  action: string;
  actorId: number | null;
  entityType: string;
  entityId: string | number | null;
  /** The presented changes, `{field: [before, after]}`: all of them unless `partial`. */
  changes: Record<string, [unknown, unknown]>;
  partial?: boolean;
};

export const FREE_FAILURES = 2;
export const IP_FAILURES_MAX = 8;
export const IP = '203.0.113.7';
export const AGENT = 'CoverageTest/1.0 (audit trail)';
export const NEW_PASSWORD = 'Chosen#Passw0rd';
export const RESET_PASSWORD = 'Reset#Passw0rd9';
export const REGISTER_PASSWORD = 'Register#Pass77';
/** Typed into the address field by mistake: must not reach the log either. */
export const TYPED_AS_EMAIL = 'Mistyped#Secret42';
export const PASSWORDS = [
  TEST_PASSWORD,
  NEW_PASSWORD,
  RESET_PASSWORD,
  REGISTER_PASSWORD,
  TYPED_AS_EMAIL,
];

/**
 * The app, its users and the helpers every part of the audit coverage tests shares. The parts
 * run in coverage.test.ts, on one database, so that the log can be checked as a whole at the end.
 */
export function coverageSetup() {
  const {
    t,
    sessions: [admin, editor, client],
  } = testCast(
    [
      ['admin', { fullName: 'Coverage Admin' }],
      ['editor', { fullName: 'Coverage Editor' }],
      ['client', { fullName: 'Coverage Client' }],
    ],
    { loginFailuresFree: FREE_FAILURES, loginFailuresIpMax: IP_FAILURES_MAX },
  );

  /** A request from IP with AGENT, as `session` (or anonymously). */
  function call(method: Method, url: string, init: Call = {}) {
    return t.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: init.ip ?? IP,
      headers: {
        'user-agent': AGENT,
        'accept-language': 'en',
        ...(init.session?.auth ?? {}),
        ...init.headers,
      },
      ...(init.payload !== undefined && { payload: init.payload }),
    });
  }

  async function ok<T = unknown>(response: Awaited<ReturnType<typeof call>>, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return (response.body ? response.json() : null) as T;
  }

  /** The newest entry's number, once the background jobs that write entries have ended. */
  async function lastSeq(): Promise<number> {
    await backgroundSettled(t.app.db);
    const [row] = await t.app.db
      .select({ seq: sql<string | number>`coalesce(max(${auditLogs.seq}), 0)` })
      .from(auditLogs);
    return Number(row?.seq ?? 0);
  }

  function entriesAfter(seq: number): Promise<AuditLogRow[]> {
    return t.app.db
      .select()
      .from(auditLogs)
      .where(gt(auditLogs.seq, seq))
      .orderBy(asc(auditLogs.seq));
  }

  function expectEntry(entry: AuditLogRow | undefined, expected: Expected) {
    expect(entry).toBeDefined();
    const row = entry!;
    expect(row.action).toBe(expected.action);
    expect(row.actorId).toBe(expected.actorId);
    expect(row.entityType).toBe(expected.entityType);
    expect(row.entityId).toBe(expected.entityId === null ? null : String(expected.entityId));
    const changes = presentChanges(row.action, row.changes);
    if (expected.partial) expect(changes).toMatchObject(expected.changes);
    else expect(changes).toEqual(expected.changes);
    expect(row.ip).toBe(IP);
    expect(row.userAgent).toBe(AGENT);
  }

  /** Runs `action` and expects exactly one new entry, as described; answers what `action` did. */
  async function auditedOnce<T>(
    action: () => Promise<T>,
    expected: Expected | ((result: T) => Expected),
  ): Promise<{ result: T; entry: AuditLogRow }> {
    const before = await lastSeq();
    const result = await action();
    const entries = await entriesAfter(before);
    const wanted = typeof expected === 'function' ? expected(result) : expected;
    expect(entries.map((e) => e.action)).toEqual([wanted.action]);
    expectEntry(entries[0], wanted);
    return { result, entry: entries[0]! };
  }

  /** Runs `action` and expects no new entry. */
  async function notAudited(action: () => Promise<unknown>) {
    const before = await lastSeq();
    await action();
    expect((await entriesAfter(before)).map((e) => e.action)).toEqual([]);
  }

  const login = (email: string, password: string, ip = IP) =>
    call('POST', '/login/', { payload: { email, password }, ip });

  /** A draft application of the test client, made by the admin. */
  const draft = (fields: object = {}) =>
    createApplication(
      t.app,
      admin,
      {
        title: 'Coverage application',
        transaction_type: 'permit',
        priority: 'normal',
        client: client.user.id,
        ...fields,
      },
      { headers: { 'user-agent': AGENT, 'accept-language': 'en' }, remoteAddress: IP },
    );

  return {
    FREE_FAILURES,
    IP_FAILURES_MAX,
    IP,
    AGENT,
    NEW_PASSWORD,
    RESET_PASSWORD,
    REGISTER_PASSWORD,
    TYPED_AS_EMAIL,
    PASSWORDS,
    t,
    admin,
    editor,
    client,
    call,
    ok,
    lastSeq,
    entriesAfter,
    expectEntry,
    auditedOnce,
    notAudited,
    login,
    draft,
  };
}

/** What each part of the coverage tests is given. */
export type CoverageContext = ReturnType<typeof coverageSetup>;
