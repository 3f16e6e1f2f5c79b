import type { TSlaCalendar, TSlaHoliday, TSlaPolicy } from '@mutabaa/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLogs, settings, slaCalendar } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import type { Session } from '../../test/factories.js';
import { SETUP_CACHE_TTL_MS } from './calendar.js';

describe('service levels: calendar, holidays, the working-time answer and policies', () => {
  const {
    t,
    sessions: [admin, editor, client],
  } = testCast(['admin', 'editor', 'client']);

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...session.auth, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const version = async () =>
    (await t.app.db.select({ v: slaCalendar.version }).from(slaCalendar))[0]!.v;
  const dueOf = async (start: string, hours: number | string) => {
    const response = await call(
      editor,
      'GET',
      `/sla/calendar/due/?start=${encodeURIComponent(start)}&hours=${hours}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ due_at: string }>().due_at;
  };

  it('starts with Sunday to Thursday, 08:00–15:00 in Riyadh; editors read it, clients do not', async () => {
    const response = await call(editor, 'GET', '/sla/calendar/');
    expect(response.json<TSlaCalendar>()).toEqual({
      timezone: 'Asia/Riyadh',
      working_days: [0, 1, 2, 3, 4],
      day_start: '08:00',
      day_end: '15:00',
    });
    expect((await call(client, 'GET', '/sla/calendar/')).statusCode).toBe(403);
    expect((await call(editor, 'PUT', '/sla/calendar/', {})).statusCode).toBe(403);
  });

  it('answers the working-time arithmetic: night, weekend, end of day, fractions', async () => {
    // Sunday 29 Nov 2026, Riyadh (UTC+3).
    expect(await dueOf('2026-11-29T08:00:00+03:00', 7)).toBe('2026-11-29T12:00:00.000Z');
    expect(await dueOf('2026-11-29T23:30:00+03:00', 1.5)).toBe('2026-11-30T06:30:00.000Z');
    expect(await dueOf('2026-12-04T12:00:00+03:00', 1)).toBe('2026-12-06T06:00:00.000Z');
    expect(await dueOf('2026-11-29T14:00:00+03:00', '٢٫٥'.replace('٫', '.'))).toBe(
      '2026-11-30T06:30:00.000Z',
    );
    // A year of working time: 1,820 hours (52 weeks of 35 h).
    expect(await dueOf('2026-11-29T08:00:00+03:00', 1820)).toBe('2027-11-25T12:00:00.000Z');
  });

  it('refuses a bad start or number of hours in the caller’s language, 422', async () => {
    for (const query of [
      'start=yesterday&hours=2',
      'start=2026-11-29T08:00:00Z&hours=0',
      'start=2026-11-29T08:00:00Z&hours=-1',
      'start=2026-11-29T08:00:00Z&hours=9000',
      'start=2026-11-29T08:00:00Z&hours=abc',
      'start=0000-01-01T08:00:00Z&hours=2',
      'start=9999-12-31T08:00:00Z&hours=2',
      'start=2026-11-29T08:00:00Z%00&hours=2',
      'hours=2',
    ]) {
      const response = await call(editor, 'GET', `/sla/calendar/due/?${query}`, undefined, 'ar');
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ detail: string }>().detail).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('changes the calendar (audited, time zone shared with TIME_ZONE) and refuses bad ones', async () => {
    const before = await version();
    const bad = [
      { timezone: 'Mars/Olympus', working_days: [1], day_start: '08:00', day_end: '15:00' },
      { timezone: 'Asia/Dubai', working_days: [], day_start: '08:00', day_end: '15:00' },
      { timezone: 'Asia/Dubai', working_days: [7], day_start: '08:00', day_end: '15:00' },
      { timezone: 'Asia/Dubai', working_days: [1, 1], day_start: '08:00', day_end: '15:00' },
      { timezone: 'Asia/Dubai', working_days: [1], day_start: '15:00', day_end: '08:00' },
      { timezone: 'Asia/Dubai', working_days: [1], day_start: '8am', day_end: '15:00' },
      { timezone: 'Asia/Dubai', working_days: [1], day_start: '08:00' },
    ];
    for (const body of bad) {
      const response = await call(admin, 'PUT', '/sla/calendar/', body, 'ar');
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const endBeforeStart = await call(admin, 'PUT', '/sla/calendar/', bad[4]);
    expect(endBeforeStart.json<{ errors: Record<string, string[]> }>().errors.day_end).toEqual([
      'The working day must end after it starts.',
    ]);
    expect(await version()).toBe(before);

    // The UAE's week since 2022: Monday to Friday; minutes allowed.
    const uae = {
      timezone: 'Asia/Dubai',
      working_days: [5, 1, 2, 3, 4],
      day_start: '07:30',
      day_end: '15:30',
    };
    const response = await call(admin, 'PUT', '/sla/calendar/', uae);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSlaCalendar>()).toEqual({ ...uae, working_days: [1, 2, 3, 4, 5] });
    expect(await version()).toBe(before + 1);
    const [zone] = await t.app.db.select().from(settings).where(eq(settings.key, 'TIME_ZONE'));
    expect(zone?.value).toBe('Asia/Dubai');
    const audits = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'sla_calendar.updated'), eq(auditLogs.actorId, admin.user.id)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({
      timezone: { from: 'Asia/Riyadh', to: 'Asia/Dubai' },
      working_days: { from: [0, 1, 2, 3, 4], to: [1, 2, 3, 4, 5] },
    });
    // Friday 4 Dec 2026 07:30 Dubai (UTC+4) now counts.
    expect(await dueOf('2026-12-04T07:30:00+04:00', 1)).toBe('2026-12-04T04:30:00.000Z');
    // The same calendar again changes nothing.
    await call(admin, 'PUT', '/sla/calendar/', uae);
    expect(await version()).toBe(before + 1);
    // Back to the default for the tests below.
    await call(admin, 'PUT', '/sla/calendar/', {
      timezone: 'Asia/Riyadh',
      working_days: [0, 1, 2, 3, 4],
      day_start: '08:00',
      day_end: '15:00',
    });
  });

  it('answers from a cached calendar: a change here shows at once, another instance’s within its life', async () => {
    const week = { timezone: 'Asia/Riyadh', working_days: [0, 1, 2, 3, 4], day_start: '08:00' };
    // Sunday 29 Nov 2026 14:00 Riyadh + 2 h: one hour on Sunday, one on Monday.
    const start = '2026-11-29T14:00:00+03:00';
    expect(await dueOf(start, 2)).toBe('2026-11-30T06:00:00.000Z');
    const longer = await call(admin, 'PUT', '/sla/calendar/', { ...week, day_end: '16:00' });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await dueOf(start, 2)).toBe('2026-11-29T13:00:00.000Z');

    // Another instance changes the row and its revision; this process is not told.
    const [row] = await t.app.db.select().from(slaCalendar);
    await t.app.db
      .update(slaCalendar)
      .set({ dayEnd: '15:00', version: row!.version + 1, revision: randomUUID() })
      .where(eq(slaCalendar.id, 1));
    // Within the cache's life the answer comes from this process's copy, without a query...
    expect(await dueOf(start, 2)).toBe('2026-11-29T13:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // ...and once it is older, the row is read again and its new revision is seen.
      vi.setSystemTime(Date.now() + SETUP_CACHE_TTL_MS + 1);
      expect(await dueOf(start, 2)).toBe('2026-11-30T06:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
    // A holiday added here shows at once too.
    const holiday = await call(admin, 'POST', '/sla/holidays/', {
      name_ar: 'يوم',
      name_en: 'A day',
      date_from: '2026-11-30',
      date_to: '2026-11-30',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(await dueOf(start, 2)).toBe('2026-12-01T06:00:00.000Z');
    const id = holiday.json<TSlaHoliday>().id;
    expect((await call(admin, 'DELETE', `/sla/holidays/${id}/`)).statusCode).toBe(204);
    expect(await dueOf(start, 2)).toBe('2026-11-30T06:00:00.000Z');
  });

  it('keeps holidays: not working time whatever the day; edits and removal count again', async () => {
    const eid = {
      name_ar: 'عيد الفطر',
      name_en: 'Eid al-Fitr',
      date_from: '2027-03-10',
      date_to: '2027-03-12',
    };
    // Tuesday 9 Mar 2027 14:00 Riyadh + 2 h: 1 h on Tuesday, then Wednesday to Friday
    // closed (two of them by the holiday), Saturday off, Sunday 14 Mar.
    expect(await dueOf('2027-03-09T14:00:00+03:00', 2)).toBe('2027-03-10T06:00:00.000Z');
    const created = await call(admin, 'POST', '/sla/holidays/', eid);
    expect(created.statusCode, created.body).toBe(201);
    const holiday = created.json<TSlaHoliday>();
    expect(holiday).toMatchObject(eid);
    expect(await dueOf('2027-03-09T14:00:00+03:00', 2)).toBe('2027-03-14T06:00:00.000Z');

    const patched = await call(admin, 'PATCH', `/sla/holidays/${holiday.id}/`, {
      date_to: '2027-03-10',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await dueOf('2027-03-09T14:00:00+03:00', 2)).toBe('2027-03-11T06:00:00.000Z');

    const reversed = await call(admin, 'PATCH', `/sla/holidays/${holiday.id}/`, {
      date_to: '2027-03-01',
    });
    expect(reversed.statusCode).toBe(422);
    const list = await call(admin, 'GET', '/sla/holidays/');
    expect(list.json<TSlaHoliday[]>().map((h) => h.date_to)).toEqual(['2027-03-10']);

    for (const body of [
      { ...eid, date_to: '2027-03-01' },
      { ...eid, date_from: '2027-02-30' },
      { ...eid, name_ar: '  ' },
      { ...eid, date_to: '2028-03-12' },
      { ...eid, extra: 1 },
      { ...eid, date_from: '0000-03-10' },
      { ...eid, date_to: '9999-03-12' },
      { ...eid, name_en: 'Eid\u0000' },
      { ...eid, name_ar: 'ع'.repeat(201) },
      { ...eid, date_from: 20270310 },
      {},
    ]) {
      const response = await call(admin, 'POST', '/sla/holidays/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call(admin, 'GET', '/sla/holidays/')).json<unknown[]>()).toHaveLength(1);
    expect((await call(editor, 'POST', '/sla/holidays/', eid)).statusCode).toBe(403);

    expect((await call(admin, 'DELETE', `/sla/holidays/${holiday.id}/`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/sla/holidays/${holiday.id}/`)).statusCode).toBe(404);
    expect(await dueOf('2027-03-09T14:00:00+03:00', 2)).toBe('2027-03-10T06:00:00.000Z');
    const actions = (await t.app.db.select({ action: auditLogs.action }).from(auditLogs)).map(
      (r) => r.action,
    );
    for (const action of ['sla_holiday.created', 'sla_holiday.updated', 'sla_holiday.deleted']) {
      expect(actions).toContain(action);
    }
  });

  it('keeps policies: one active per type and priority (409), values checked, delete', async () => {
    const base = {
      name_ar: 'تصاريح عاجلة',
      name_en: 'Urgent permits',
      transaction_type: 'permit',
      priority: 'urgent',
      resolution_hours: 14,
      pause_statuses: ['pending'],
    };
    const created = await call(admin, 'POST', '/sla/policies/', base);
    expect(created.statusCode, created.body).toBe(201);
    const policy = created.json<TSlaPolicy>();
    expect(policy).toMatchObject({ ...base, warn_percent: 80, active: true });

    const twin = await call(admin, 'POST', '/sla/policies/', { ...base, name_en: 'Twin' }, 'ar');
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ detail: string }>().detail).toMatch(/سياسة نشطة/);
    // Inactive, the same pair is allowed; activating it is the 409 again.
    const spare = await call(admin, 'POST', '/sla/policies/', { ...base, active: false });
    expect(spare.statusCode).toBe(201);
    const spareId = spare.json<TSlaPolicy>().id;
    expect(
      (await call(admin, 'PATCH', `/sla/policies/${spareId}/`, { active: true })).statusCode,
    ).toBe(409);

    for (const [field, body] of [
      ['transaction_type', { ...base, transaction_type: 'no_such_type', priority: null }],
      ['priority', { ...base, transaction_type: null, priority: 'whenever' }],
      ['pause_statuses', { ...base, priority: 'low', pause_statuses: ['draft'] }],
      ['pause_statuses', { ...base, priority: 'low', pause_statuses: ['pending', 'pending'] }],
      ['resolution_hours', { ...base, priority: 'low', resolution_hours: 0 }],
      ['warn_percent', { ...base, priority: 'low', warn_percent: 120 }],
      ['name_en', { ...base, priority: 'low', name_en: '' }],
    ] as const) {
      const response = await call(admin, 'POST', '/sla/policies/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const list = await call(admin, 'GET', '/sla/policies/');
    expect(list.json<TSlaPolicy[]>().map((p) => [p.id, p.active])).toEqual([
      [policy.id, true],
      [spareId, false],
    ]);

    const renamed = await call(admin, 'PATCH', `/sla/policies/${policy.id}/`, {
      resolution_hours: 10.5,
      warn_percent: 75,
    });
    expect(renamed.json<TSlaPolicy>()).toMatchObject({ resolution_hours: 10.5, warn_percent: 75 });

    const deleted = await call(admin, 'DELETE', `/sla/policies/${spareId}/`, undefined, 'ar');
    expect(deleted.json()).toEqual({ detail: 'حُذفت السياسة.', deactivated: false });
    expect((await call(admin, 'DELETE', `/sla/policies/${spareId}/`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/sla/policies/')).statusCode).toBe(403);
  });
});
