import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TApplication, TReportSummary } from '@mutabaa/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { createFileStore } from '../lib/file-store/index.js';
import { ReportsService } from '../modules/reports/reports.service.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { DEMO_APPLICATION_COUNT, seedDemoApplications } from './applications.js';
import { DEMO_NOTIFICATIONS_PER_USER, DEMO_UNREAD_PER_USER } from './notifications.js';
import { seedDemoUsers } from './seed.js';
import { DEMO_USERS } from './users.js';

let t: TestApp;
let seconds = 0;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app.db);
  const started = performance.now();
  expect(await seedDemoApplications(t.app.db, createFileStore(t.config))).toBe(
    DEMO_APPLICATION_COUNT,
  );
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

const totals = () =>
  rows<{ apps: number; history: number; comments: number; files: number; users: number }>(sql`
    select (select count(*)::int from applications) as apps,
           (select count(*)::int from application_history) as history,
           (select count(*)::int from application_comments) as comments,
           (select count(*)::int from application_attachments) as files,
           (select count(*)::int from users) as users`);

describe('demo applications', () => {
  it('are seeded quickly and only once', async () => {
    // About 0.3 s on a quiet machine; the margin is for a loaded one.
    expect(seconds).toBeLessThan(5);
    const before = await totals();
    expect(await seedDemoApplications(t.app.db, createFileStore(t.config))).toBe(0);
    expect(await totals()).toEqual(before);
    expect(before[0]!.apps).toBe(DEMO_APPLICATION_COUNT);
  });

  it('use every status, type and priority, several editors and clients', async () => {
    const [used] = await rows<Record<string, number>>(sql`
      select count(distinct status)::int as statuses, count(distinct transaction_type)::int as types,
             count(distinct priority)::int as priorities, count(distinct assigned_to_id)::int as assignees,
             count(distinct client_id)::int as clients from applications`);
    const [lists] = await rows<Record<string, number>>(sql`
      select count(*) filter (where list = 'statuses')::int as statuses,
             count(*) filter (where list = 'application-types')::int as types,
             count(*) filter (where list = 'priorities')::int as priorities from form_options`);
    expect(used).toMatchObject(lists!);
    expect(used!.assignees).toBe(3);
    expect(used!.clients).toBeGreaterThanOrEqual(5);
    const [overdue] = await rows<{ n: number }>(sql`
      select count(*)::int as n from applications
      where due_date < current_date and status not in ('completed', 'cancelled')`);
    expect(overdue!.n).toBeGreaterThan(0);
  });

  it('keep the counters, comment and attachment counts equal to a recount', async () => {
    const counters = await rows<{ scope: string; owner_id: number; status: string; count: number }>(
      sql`select scope, owner_id, status, count from application_counters where count <> 0
          order by scope, owner_id, status`,
    );
    // Recounted from the rows with the keys the trigger itself uses (whatever scopes it keeps).
    const recount = await rows<{
      scope: string;
      owner_id: number;
      status: string;
      count: number;
    }>(sql`
      select k.scope, k.owner_id, k.status, sum(k.count)::int as count
      from applications a, unnest(application_counters_keys(a, 1)) as k
      group by k.scope, k.owner_id, k.status order by k.scope, k.owner_id, k.status`);
    expect(counters).toEqual(recount);
    const [wrong] = await rows<{ n: number }>(sql`
      select count(*)::int as n from applications a
      where comment_count <> (select count(*) from application_comments c
                              where c.application_id = a.id and not c.is_internal)
         or attachment_count <> (select count(*) from application_attachments f
                                 where f.application_id = a.id and f.deleted_at is null)`);
    expect(wrong!.n).toBe(0);
  });

  it('have valid unique ids and a reference counter past every number', async () => {
    const [ids] = await rows<{ refs: number; txs: number; bad: number; behind: number }>(sql`
      select count(distinct reference_number)::int as refs, count(distinct transaction_id)::int as txs,
             count(*) filter (where reference_number !~ '^APP-[0-9]{4}-[0-9]{6}$'
                               or transaction_id !~ '^TX-[0-9A-HJKMNP-TV-Z]{10}$')::int as bad,
             (select count(*)::int from applications a where substring(reference_number from 10)::int >
                (select last_value from application_reference_counters c
                 where c.year = substring(a.reference_number from 5 for 4)::int)) as behind
      from applications`);
    expect(ids).toEqual({
      refs: DEMO_APPLICATION_COUNT,
      txs: DEMO_APPLICATION_COUNT,
      bad: 0,
      behind: 0,
    });
  });

  it('have a history along the configured workflow, in time order, ending at the status', async () => {
    const apps = await rows<{
      id: number;
      status: string;
      created_at: string;
      updated_at: string;
      status_changed_at: string;
    }>(
      sql`select id, status, created_at::text, updated_at::text, status_changed_at::text from applications`,
    );
    const history = await rows<{
      application_id: number;
      kind: string;
      from_value: string | null;
      to_value: string;
      created_at: string;
    }>(
      sql`select application_id, kind, from_value #>> '{}' as from_value, to_value #>> '{}' as to_value,
                 created_at::text from application_history order by application_id, created_at, id`,
    );
    const allowed = new Set(
      (
        await rows<{ pair: string }>(
          sql`select from_status || '>' || to_status as pair from status_transitions`,
        )
      ).map((r) => r.pair),
    );
    const byApp = new Map<number, typeof history>();
    for (const h of history)
      byApp.set(h.application_id, [...(byApp.get(h.application_id) ?? []), h]);
    for (const app of apps) {
      const entries = byApp.get(app.id)!;
      expect(entries[0]).toMatchObject({ kind: 'created', created_at: app.created_at });
      let status = entries[0]!.to_value;
      for (const entry of entries.slice(1)) {
        expect(entry.kind).toBe('status');
        expect(entry.from_value).toBe(status);
        expect(
          allowed.has(`${entry.from_value}>${entry.to_value}`),
          `${entry.from_value}>${entry.to_value}`,
        ).toBe(true);
        status = entry.to_value;
      }
      expect(status).toBe(app.status);
      const last = entries[entries.length - 1]!.created_at;
      expect([app.updated_at, app.status_changed_at]).toEqual([last, last]);
    }
  });

  it('store their files under DATA_DIR with the recorded size and checksum', async () => {
    const files = await rows<{
      storage_key: string;
      size: number;
      sha256: string;
      content_type: string;
    }>(sql`select storage_key, size, sha256, content_type from application_attachments`);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const bytes = await readFile(
        path.join(t.config.dataDir, 'uploads', 'attachments', file.storage_key),
      );
      expect(bytes.length).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      const signature = file.content_type === 'application/pdf' ? '%PDF-' : '\x89PNG';
      expect(bytes.subarray(0, signature.length).toString('latin1')).toBe(signature);
    }
  });

  it('tell each demo user what happened to their applications, in their language', async () => {
    for (const demo of DEMO_USERS.filter((u) => u.role !== 'admin')) {
      const told = await rows<{
        title: string;
        event: string;
        is_read: boolean;
        created_at: string;
        client_id: number;
        assigned_to_id: number | null;
        user_id: number;
        at_event: boolean;
      }>(sql`
        select n.title, n.event, n.is_read, n.created_at::text, a.client_id, a.assigned_to_id,
               n.user_id,
               exists (select 1 from application_history h
                        where h.application_id = a.id and h.created_at = n.created_at) as at_event
          from notifications n
          join users u on u.id = n.user_id
          join applications a on a.id = n.application_id
         where u.email = ${demo.email}
         order by n.created_at desc, n.id desc`);
      expect(told.length, demo.email).toBeGreaterThan(DEMO_UNREAD_PER_USER);
      expect(told.length).toBeLessThanOrEqual(DEMO_NOTIFICATIONS_PER_USER);
      // The newest are the unread ones.
      expect(told.map((n) => n.is_read)).toEqual(told.map((_, i) => i >= DEMO_UNREAD_PER_USER));
      for (const n of told) {
        expect([n.client_id, n.assigned_to_id]).toContain(n.user_id);
        expect(n.at_event, n.title).toBe(true);
        expect(/[\u0600-\u06FF]/.test(n.title), n.title).toBe(demo.language === 'ar');
      }
      if (demo.role === 'client') expect(told.every((n) => n.event === 'status_change')).toBe(true);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: demo.email, password: demo.password },
      });
      const unread = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/notifications/unread_count/',
        headers: { authorization: `Bearer ${login.json<{ access: string }>().access}` },
      });
      expect(unread.json()).toEqual({ count: DEMO_UNREAD_PER_USER });
    }
  });

  it('show a demo client only their own applications through the API', async () => {
    const demo = DEMO_USERS.find((u) => u.role === 'client')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: demo.email, password: demo.password },
    });
    const { access, user } = login.json<{ access: string; user: { id: number } }>();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/?page_size=100',
      headers: { authorization: `Bearer ${access}` },
    });
    const page = response.json<{ count: number; results: TApplication[] }>();
    const [own] = await rows<{ n: number }>(
      sql`select count(*)::int as n from applications where client_id = ${user.id}`,
    );
    expect(own!.n).toBeGreaterThan(20);
    expect(page.count).toBe(own!.n);
    expect(page.results.every((a) => a.client?.id === user.id)).toBe(true);
  });

  it('give every chart of the reports something to show in each of the last twelve months', async () => {
    const demo = DEMO_USERS.find((u) => u.role === 'admin')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: demo.email, password: demo.password },
    });
    const today = new Date();
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/summary/?interval=month&created_at_after=${start.toISOString().slice(0, 10)}&created_at_before=${today.toISOString().slice(0, 10)}`,
      headers: { authorization: `Bearer ${login.json<{ access: string }>().access}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<TReportSummary>();
    expect(report.over_time).toHaveLength(12);
    // The current month may be a few hours old: the eleven before it are whole.
    const whole = report.over_time.slice(0, -1);
    for (const point of whole) {
      expect(point.created, point.period).toBeGreaterThan(0);
      expect(point.backlog, point.period).toBeGreaterThan(0);
    }
    // Completions follow creations by days to weeks: every month but the first has some.
    for (const point of whole.slice(1)) {
      expect(point.completed, point.period).toBeGreaterThan(0);
    }
    for (const counts of [
      report.by_status,
      report.by_type,
      report.by_priority,
      report.by_department,
    ]) {
      expect(counts.length).toBeGreaterThan(2);
    }
    expect(report.processing_time.by_type.length).toBeGreaterThan(2);
    expect(report.processing_time.by_status.length).toBeGreaterThan(3);
    expect(report.due_date.met).toBeGreaterThan(0);
    expect(report.due_date.missed).toBeGreaterThan(0);
    expect(report.due_date.overdue_now).toBeGreaterThan(0);
    expect(report.editors.length).toBeGreaterThanOrEqual(3);
    // The aggregates (kept by the triggers, recounted after the bulk load) agree with the
    // applications and their history, reopened ones included.
    const service = new ReportsService({ db: t.app.db });
    const admin = (await t.app.db.select().from(users).where(eq(users.email, demo.email)))[0]!;
    const actor = { user: admin, ip: '127.0.0.1' };
    for (const interval of ['day', 'week', 'month'] as const) {
      const query = {
        created_at_after: interval === 'day' ? report.over_time[9]!.period : report.period.start,
        created_at_before: report.period.end,
        interval,
      };
      const now = new Date();
      expect(await service.summary(query, actor, now, 'auto')).toEqual(
        await service.summary(query, actor, now, 'scan'),
      );
    }
  });
});
