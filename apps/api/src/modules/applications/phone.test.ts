import type { TApplication } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';

const {
  t,
  sessions: [editor, client],
} = testCast(['editor', 'client']);

const create = (clientPhone: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions/',
    headers: { ...editor.auth, 'accept-language': lang },
    payload: {
      title: 'Phone check',
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      client_phone: clientPhone,
    },
  });

async function countApplications(): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from applications`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

type FieldError = { detail: string; errors: Record<string, string[]> };

describe('the phone of an application', () => {
  it('is refused when it is not a phone number, in the caller’s language, writing nothing', async () => {
    const before = await countApplications();
    for (const [lang, pattern] of [
      ['en', /phone number/],
      ['ar', /رقم هاتف/],
    ] as const) {
      for (const phone of ["'+966500000000", 'call me', '=1+1', '12345']) {
        const response = await create(phone, lang);
        expect(response.statusCode, phone).toBe(422);
        const body = response.json<FieldError>();
        expect(body.errors.client_phone?.[0], phone).toMatch(pattern);
      }
    }
    expect(await countApplications()).toBe(before);
  });

  it('is stored with Arabic-Indic digits read as ASCII', async () => {
    for (const [typed, stored] of [
      ['+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧', '+966 50 123 4567'],
      ['۰۵۰۱۲۳۴۵۶۷', '0501234567'],
    ] as const) {
      const response = await create(typed);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<TApplication>();
      expect(created.client_phone).toBe(stored);
      const [row] = (
        (await t.app.db.execute(
          sql`select client_phone from applications where id = ${created.id}`,
        )) as unknown as { rows: { client_phone: string }[] }
      ).rows;
      expect(row!.client_phone).toBe(stored);
    }
  });
});

describe('the phone of a profile', () => {
  it('follows the same rule', async () => {
    const patch = (phone: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile/',
        headers: { ...client.auth, 'accept-language': 'en' },
        payload: { phone_number: phone },
      });
    const refused = await patch('not a phone');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<FieldError>().errors.phone_number?.[0]).toMatch(/phone number/);
    const taken = await patch('٠٥٠٩٨٧٦٥٤٣');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<{ phone_number: string }>().phone_number).toBe('0509876543');
  });
});
