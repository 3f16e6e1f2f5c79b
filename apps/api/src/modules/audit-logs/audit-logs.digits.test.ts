import type { TAuditLogPage } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { writeAuditLogs } from './audit-logs.repository.js';
import { clientOf } from './audit-logs.fixtures.js';

// The audit log's filters read Arabic-Indic (٠-٩) and Persian (۰-۹) digits as ASCII ones.

const {
  t,
  sessions: [admin],
} = testCast(['admin']);
const get = clientOf(() => ({ t, admin }));

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (text: string, set: string) => text.replace(/[0-9]/g, (d) => set[Number(d)]!);

/** `GET /audit-logs/?query` with the query's digits as typed, in Arabic-Indic and in Persian. */
async function inEveryDigitSet(query: string) {
  const answers = [];
  for (const set of ['0123456789', ARABIC, PERSIAN]) {
    const params = new URLSearchParams(query);
    for (const [key, value] of params) params.set(key, inDigits(value, set));
    const response = await get(`/audit-logs/?${params.toString()}`);
    const body = response.json<TAuditLogPage & { errors?: object }>();
    answers.push({
      status: response.statusCode,
      count: body.count,
      ids: body.results?.map((r) => r.id),
      errors: body.errors,
    });
  }
  return answers;
}

describe('the audit log filters in every digit set', () => {
  it('gives the same page for dates, record, address, id, page and size in any digits', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await writeAuditLogs(
      t.app.db,
      Array.from({ length: 3 }, (_, i) => ({
        actorId: admin.user.id,
        action: 'form_option.updated',
        entityType: 'form_option',
        entityId: `7${i}`,
        changes: { label: [`Old ${i}`, `New ${i}`] },
        ip: '10.20.30.40',
      })),
    );
    const query =
      `created_at_after=${today}&created_at_before=${today}T23:59:59Z` +
      `&ip=10.20.30.40&actor=${admin.user.id}&page=2&page_size=1`;
    const [latin, arabic, persian] = await inEveryDigitSet(query);
    expect(latin).toMatchObject({ status: 200, count: 3 });
    expect(latin!.ids).toHaveLength(1);
    expect(arabic).toEqual(latin);
    expect(persian).toEqual(latin);

    const [byRecord, ...others] = await inEveryDigitSet('entity_type=form_option&entity_id=71');
    expect(byRecord).toMatchObject({ status: 200, count: 1 });
    for (const other of others) expect(other).toEqual(byRecord);

    const [one, ...again] = await inEveryDigitSet(`id=${byRecord!.ids![0]}`);
    expect(one!.ids).toEqual(byRecord!.ids);
    for (const other of again) expect(other).toEqual(one);
  });

  it('refuses a date out of range in any digits alike', async () => {
    const [latin, arabic, persian] = await inEveryDigitSet('created_at_after=1899-12-31');
    expect(latin).toMatchObject({ status: 422, errors: { created_at_after: expect.any(Array) } });
    expect(arabic).toEqual(latin);
    expect(persian).toEqual(latin);
  });

  it('finds a reference number searched in any digits', async () => {
    await writeAuditLogs(t.app.db, [
      {
        actorId: admin.user.id,
        action: 'application.updated',
        entityType: 'application',
        entityId: '991',
        changes: { reference_number: [null, 'APP-2026-000991'] },
      },
    ]);
    const [latin, arabic, persian] = await inEveryDigitSet('search=APP-2026-000991');
    expect(latin).toMatchObject({ status: 200, count: 1 });
    expect(arabic).toEqual(latin);
    expect(persian).toEqual(latin);
  });
});
