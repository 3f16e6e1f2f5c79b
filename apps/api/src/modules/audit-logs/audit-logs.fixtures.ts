import type { TAuditVerifyResult } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.js';
import type { Session } from '../../test/factories.js';

export type Init = { lang?: string; headers?: Record<string, string> };

export function clientOf(get: () => { t: TestApp; admin: Session }) {
  return (url: string, init: Init = {}, session?: Session) => {
    const { t, admin } = get();
    return t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: {
        ...(session ?? admin).auth,
        'accept-language': init.lang ?? 'en',
        ...init.headers,
      },
    });
  };
}

export async function verify(t: TestApp, admin: Session, lang = 'en'): Promise<TAuditVerifyResult> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/audit-logs/verify/',
    headers: { ...admin.auth, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const maxSeq = async (t: TestApp) =>
  Number(
    (
      (await t.app.db.execute(
        sql`select coalesce(max(seq), 0) as s from audit_logs`,
      )) as unknown as {
        rows: { s: unknown }[];
      }
    ).rows[0]!.s,
  );
