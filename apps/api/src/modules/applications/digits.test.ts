import type { TApplication } from '@mutabaa/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits are read as ASCII digits wherever the API takes
// digits, before validation: the same request in any of the three digit sets gets one answer.

const {
  t,
  sessions: [admin, client],
} = testCast(['admin', 'client']);

const BASE = '/api/transactions';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (text: string, set: string) => text.replace(/[0-9]/g, (d) => set[Number(d)]!);

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: TApplication[];
};

/** The answer to `GET url` with its query's digits as typed, then in the two other sets. */
async function inEveryDigitSet(url: string) {
  const [path, query = ''] = url.split('?');
  const answers = [];
  for (const set of ['0123456789', ARABIC, PERSIAN]) {
    const params = new URLSearchParams(query);
    for (const [key, value] of params) params.set(key, inDigits(value, set));
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}?${params.toString()}`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    answers.push({ status: response.statusCode, body: response.json<Page>() });
  }
  return answers;
}

/** The parts of a page that do not repeat the query as typed (the links do). */
const content = ({ status, body }: { status: number; body: Page }) => ({
  status,
  count: body.count,
  ids: body.results?.map((a) => a.id),
  next: body.next !== null,
  previous: body.previous !== null,
  errors: (body as unknown as { errors?: unknown }).errors,
});

const make = (fields: Record<string, unknown>) =>
  createApplication(t.app, admin, { client: client.user.id, ...fields });

async function createdOn(day: string, extra: object = {}): Promise<TApplication> {
  const created = await make({
    title: `Digits ${day}`,
    client: client.user.id,
    ...extra,
  });
  await t.app.db
    .update(applications)
    .set({ createdAt: new Date(`${day}T10:00:00Z`) })
    .where(eq(applications.id, created.id));
  return created;
}

describe('digits in every digit set', () => {
  it('lists the same page for a page, size, client and creation days in any digits', async () => {
    const made = [
      await createdOn('2025-12-31'),
      await createdOn('2026-01-01'),
      await createdOn('2026-03-15'),
      await createdOn('2026-06-30'),
      await createdOn('2027-01-01'),
    ];
    const url =
      `${BASE}/?page=2&page_size=1&ordering=created_at&client=${client.user.id}` +
      '&created_at_after=2026-01-01&created_at_before=2026-06-30';
    const [latin, arabic, persian] = await inEveryDigitSet(url);
    expect(latin!.status, JSON.stringify(latin!.body)).toBe(200);
    expect(content(latin!)).toEqual({
      status: 200,
      count: 3,
      ids: [made[2]!.id],
      next: true,
      previous: true,
      errors: undefined,
    });
    expect(content(arabic!)).toEqual(content(latin!));
    expect(content(persian!)).toEqual(content(latin!));
  });

  it('filters by due dates given in any digits', async () => {
    const due = await make({
      title: 'Due in digits',
      due_date: '2031-04-05',
    });
    const [latin, arabic, persian] = await inEveryDigitSet(
      `${BASE}/?due_date_after=2031-04-05&due_date_before=2031-04-05`,
    );
    expect(content(latin!).ids).toEqual([due.id]);
    expect(content(arabic!)).toEqual(content(latin!));
    expect(content(persian!)).toEqual(content(latin!));
  });

  it('finds an application by its reference number typed in any digits', async () => {
    const target = await make({ title: 'Reference in digits' });
    expect(target.reference_number).toMatch(/^APP-\d{4}-\d{6}$/);
    const [latin, arabic, persian] = await inEveryDigitSet(
      `${BASE}/?search=${encodeURIComponent(target.reference_number)}`,
    );
    expect(content(latin!).ids).toEqual([target.id]);
    expect(content(arabic!)).toEqual(content(latin!));
    expect(content(persian!)).toEqual(content(latin!));
  });

  it('refuses an out-of-range value in any digits alike', async () => {
    const answers = await inEveryDigitSet(`${BASE}/?page=0&created_at_after=2200-01-01`);
    for (const answer of answers) {
      expect(content(answer)).toEqual(content(answers[0]!));
    }
    expect(answers[0]!.status).toBe(422);
    expect(Object.keys(content(answers[0]!).errors as object).sort()).toEqual([
      'created_at_after',
      'page',
    ]);
  });

  it('reads a path id in any digits', async () => {
    const target = await make({ title: 'Path id' });
    for (const set of [ARABIC, PERSIAN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${BASE}/${encodeURIComponent(inDigits(String(target.id), set))}/`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TApplication>().id).toBe(target.id);
    }
  });

  it('stores a due date and a phone number typed in any digits with ASCII digits, free text as typed', async () => {
    const title = 'طلب رقم ٢٠٢٦ / ۱۴۰۵';
    const made = [];
    for (const set of [ARABIC, PERSIAN]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BASE}/`,
        headers: admin.auth,
        payload: {
          title,
          transaction_type: 'renewal',
          priority: 'high',
          description: 'الطابق ٣',
          client: client.user.id,
          due_date: inDigits('2031-12-31', set),
          client_phone: inDigits('+966 50 123 4567', set),
          external_reference_id: 'REF-٤٥',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json<TApplication>());
    }
    for (const application of made) {
      expect(application).toMatchObject({
        title,
        description: 'الطابق ٣',
        due_date: '2031-12-31',
        client_phone: '+966 50 123 4567',
        external_reference_id: 'REF-٤٥',
      });
    }
    const stored = await t.app.db
      .select({ dueDate: applications.dueDate, phone: applications.clientPhone })
      .from(applications)
      .where(
        inArray(
          applications.id,
          made.map((a) => a.id),
        ),
      );
    expect(stored).toEqual([
      { dueDate: '2031-12-31', phone: '+966 50 123 4567' },
      { dueDate: '2031-12-31', phone: '+966 50 123 4567' },
    ]);
  });

  it('refuses a due date out of range in any digits with the same message', async () => {
    const { id } = await make({ title: 'Late' });
    const refusals = [];
    for (const set of ['0123456789', ARABIC, PERSIAN]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${BASE}/${id}/`,
        headers: { ...admin.auth, 'accept-language': 'en' },
        payload: { due_date: inDigits('2200-01-01', set) },
      });
      expect(response.statusCode, set).toBe(422);
      refusals.push(response.json<{ errors: Record<string, string[]> }>().errors);
    }
    expect(refusals[0]).toEqual({ due_date: [expect.stringContaining('2199-12-31')] });
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
  });
});

describe('a day outside the accepted years, in any digits', () => {
  it.each(['0000-01-01', '9999-12-31', '0001-01-01'])(
    '%s is refused alike in each set',
    async (day) => {
      for (const set of ['0123456789', ARABIC, PERSIAN]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${BASE}/?created_at_after=${encodeURIComponent(inDigits(day, set))}`,
          headers: { ...admin.auth, 'accept-language': 'ar' },
        });
        expect(response.statusCode, set).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['created_at_after']);
      }
    },
  );
});
