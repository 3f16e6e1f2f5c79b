import type { TAuditLogPage } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { applyAuditRetention } from '../../jobs/audit.js';
import { REDACTED, writeAuditLog, writeAuditLogs } from './audit-logs.repository.js';
import { clientOf, verify, maxSeq } from './audit-logs.fixtures.js';

describe('the audit log API', () => {
  let t: TestApp;
  let admin: Session;
  const get = clientOf(() => ({ t, admin }));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin', { fullName: 'Audit Admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists entries newest first with the actor, address, user agent and changes as pairs', async () => {
    const editor = await signInAs(t.app, 'editor', { fullName: 'Changing Editor' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: { ...editor.auth, 'user-agent': 'AuditTest/1.0 (مثال)' },
      payload: { first_name: 'سارة' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = (
      await get(`/audit-logs/?actor=${editor.user.id}&action=user.profile_updated`)
    ).json<TAuditLogPage>();
    expect(page.count).toBe(1);
    const [entry] = page.results;
    expect(entry).toMatchObject({
      actor: { id: editor.user.id, email: editor.user.email },
      // The name as it was when the entry was written: after this very change.
      actor_name: 'سارة User',
      action: 'user.profile_updated',
      entity_type: 'user',
      entity_id: String(editor.user.id),
      ip_address: '127.0.0.1',
      user_agent: 'AuditTest/1.0 (مثال)',
    });
    expect(entry!.changes.first_name).toEqual(['Test', 'سارة']);

    const all = (await get('/audit-logs/?page_size=100')).json<TAuditLogPage>();
    const ids = all.results.map((r) => r.id);
    const times = all.results.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids[0]).toBe(entry!.id);
  });

  it('filters by record, action, address, dates and a text search, and refuses bad filters', async () => {
    await writeAuditLogs(t.app.db, [
      {
        actorId: admin.user.id,
        action: 'setting.updated',
        entityType: 'setting',
        entityId: 'BRAND_COMPANY_NAME',
        changes: { from: 'Old', to: 'شركة الرياض' },
        ip: '10.1.2.3',
      },
      {
        actorId: null,
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: null,
        changes: { email: 'nobody_50%@example.test' },
        ip: '10.9.9.9',
      },
    ]);
    const byRecord = (
      await get('/audit-logs/?entity_type=setting&entity_id=BRAND_COMPANY_NAME')
    ).json<TAuditLogPage>();
    expect(byRecord.count).toBe(1);
    expect(byRecord.results[0]!.changes.value).toEqual(['Old', 'شركة الرياض']);
    expect((await get('/audit-logs/?ip=10.9.9.9')).json<TAuditLogPage>().count).toBe(1);
    const one = (await get('/audit-logs/?ip=10.9.9.9')).json<TAuditLogPage>().results[0]!;
    const byId = (await get(`/audit-logs/?id=${one.id}`)).json<TAuditLogPage>();
    expect(byId.results.map((r) => r.id)).toEqual([one.id]);
    const search = (
      await get(`/audit-logs/?search=${encodeURIComponent('الرياض')}`)
    ).json<TAuditLogPage>();
    expect(search.results.map((r) => r.entity_id)).toEqual(['BRAND_COMPANY_NAME']);
    // `%` is a character here, not a wildcard.
    expect((await get('/audit-logs/?search=_50%25@')).json<TAuditLogPage>().count).toBe(1);
    expect((await get('/audit-logs/?search=x50%25@')).json<TAuditLogPage>().count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (
      await get(`/audit-logs/?created_at_after=${today}&created_at_before=${today}`)
    ).json<TAuditLogPage>();
    expect(inRange.count).toBeGreaterThanOrEqual(2);
    const times = inRange.results.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      (await get('/audit-logs/?created_at_before=2000-01-01')).json<TAuditLogPage>().count,
    ).toBe(0);

    for (const bad of ['actor=abc', 'created_at_after=yesterday', 'page=0', 'search=%00']) {
      const response = await get(`/audit-logs/?${bad}`, { lang: 'ar' });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('caps the count of a text search at 1,000', async () => {
    await writeAuditLogs(
      t.app.db,
      Array.from({ length: 1001 }, (_, i) => ({
        actorId: null,
        action: 'form_option.updated',
        entityType: 'form_option',
        entityId: `CAPPED_${i}`,
        changes: { note: 'zanjabeel' },
      })),
    );
    const page = (await get('/audit-logs/?search=zanjabeel')).json<TAuditLogPage>();
    expect(page).toMatchObject({ count: 1000, count_capped: true });
    expect(page.results).toHaveLength(20);
    expect(page.next).not.toBeNull();
  });

  it('keeps the actor’s name on entries after the user is anonymised', async () => {
    const client = await signInAs(t.app, 'client', { fullName: 'Hessa Private' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: admin.auth,
      payload: {
        title: 'Kept',
        transaction_type: 'permit',
        priority: 'normal',
        client: client.user.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: client.auth,
      payload: { phone_number: '+966500000001' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${client.user.id}/`,
      headers: admin.auth,
    });
    expect(removed.json().anonymised).toBe(true);
    const page = (await get(`/audit-logs/?actor=${client.user.id}`)).json<TAuditLogPage>();
    expect(page.count).toBeGreaterThan(0);
    for (const entry of page.results) {
      expect(entry.actor_name).toBe('Hessa Private');
      expect(entry.actor?.full_name).not.toContain('Hessa');
    }
  });

  it('never stores secrets in changes', async () => {
    const before = await maxSeq(t);
    await writeAuditLog(t.app.db, {
      actorId: admin.user.id,
      action: 'user.updated',
      entityType: 'user',
      entityId: '1',
      changes: { password: 'hunter2', nested: { refresh_token: 'abc', name: 'kept' } },
    });
    const [row] = await t.app.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.seq} > ${before}`);
    expect(JSON.stringify(row!.changes)).not.toMatch(/hunter2|abc/);
    expect(row!.changes).toEqual({
      password: REDACTED,
      nested: { refresh_token: REDACTED, name: 'kept' },
    });
  });

  it('exports the filtered log as CSV and Excel with Arabic intact, and audits the export', async () => {
    const csv = await get('/audit-logs/export/?format=csv&entity_type=setting', { lang: 'ar' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body).toContain('الإجراء');
    expect(csv.body).toContain('شركة الرياض');
    expect(csv.body).not.toContain('auth.login_failed');

    const xlsx = await get('/audit-logs/export/?format=xlsx&entity_type=setting');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = sheet.getRow(2).values as unknown[];
    expect(cells).toContain('setting.updated');
    expect(JSON.stringify(cells)).toContain('شركة الرياض');

    const exported = (await get('/audit-logs/?action=audit_log.exported')).json<TAuditLogPage>();
    expect(exported.count).toBe(2);
    expect(exported.results[0]!.changes.row_count).toEqual([null, 1]);
  });

  it('keeps a valid chain under concurrent writers, and says so', async () => {
    const writers = Array.from({ length: 8 }, (_, i) =>
      t.app.db.transaction(async (tx) => {
        await writeAuditLog(tx, {
          actorId: null,
          action: 'setting.updated',
          entityType: 'setting',
          entityId: `K${i}`,
          changes: { step: 1 },
        });
        await tx.execute(sql`select pg_sleep(0.01)`);
        await writeAuditLogs(
          tx,
          [2, 3, 4].map((step) => ({
            actorId: null,
            action: 'setting.updated',
            entityType: 'setting',
            entityId: `K${i}`,
            changes: { step },
          })),
        );
      }),
    );
    await Promise.all(writers);
    const seqs = (await t.app.db.select({ seq: auditLogs.seq }).from(auditLogs)).map((r) => r.seq);
    const sorted = [...seqs].sort((a, b) => a! - b!);
    expect(sorted).toEqual(sorted.map((_, i) => i + 1));
    const result = await verify(t, admin, 'ar');
    expect(result).toMatchObject({ ok: true, checked: seqs.length, first_broken_id: null });
    expect(result.detail).toMatch(/[\u0600-\u06FF]/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'cannot deadlock two transactions that write entries and lock the same row in opposite order',
    async () => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const entry = (entityId: string) => ({
        actorId: null,
        action: 'setting.updated',
        entityType: 'setting',
        entityId,
        changes: {},
      });
      await t.app.db.execute(
        sql`insert into settings (key, value) values ('DEADLOCK_PROBE', '0'::jsonb) on conflict do nothing`,
      );
      const bump = sql`update settings set value = to_jsonb(coalesce(value::text::int, 0) + 1) where key = 'DEADLOCK_PROBE'`;
      const first = t.app.db.transaction(async (tx) => {
        await writeAuditLog(tx, entry('first'));
        await pause(100);
        await tx.execute(bump); // waits for the second, which holds the row
      });
      const second = t.app.db.transaction(async (tx) => {
        await tx.execute(bump);
        await pause(200);
        await writeAuditLog(tx, entry('second'));
      });
      await Promise.all([first, second]);
      const rows = await t.app.db
        .select({ entityId: auditLogs.entityId })
        .from(auditLogs)
        .where(sql`${auditLogs.entityId} in ('first', 'second')`)
        .orderBy(auditLogs.seq);
      // Chained in commit order: the second committed first.
      expect(rows.map((r) => r.entityId)).toEqual(['second', 'first']);
      expect((await verify(t, admin)).ok).toBe(true);
    },
  );

  it('chains thousands of entries written by one transaction, in the order written', async () => {
    const before = await maxSeq(t);
    await t.app.db.transaction(async (tx) => {
      for (let batch = 0; batch < 3; batch += 1) {
        await writeAuditLogs(
          tx,
          Array.from({ length: 1000 }, (_, i) => ({
            actorId: null,
            action: 'application.assigned',
            entityType: 'application',
            entityId: String(batch * 1000 + i),
            changes: {},
          })),
        );
      }
    });
    const rows = await t.app.db
      .select({ seq: auditLogs.seq, entityId: auditLogs.entityId })
      .from(auditLogs)
      .where(sql`${auditLogs.seq} > ${before}`)
      .orderBy(auditLogs.seq);
    expect(rows.map((r) => r.entityId)).toEqual(rows.map((_, i) => String(i)));
    expect(rows.at(-1)!.seq).toBe(before + 3000);
    expect((await verify(t, admin)).ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries', async () => {
    await expect(t.app.db.execute(sql`update audit_logs set action = 'x'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_logs`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_logs`)).rejects.toThrow();
    expect((await verify(t, admin)).ok).toBe(true);
  });

  it('applies the retention setting an admin sets, and the chain still verifies', async () => {
    const set = (value: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/settings/bulk_update/',
        headers: { ...admin.auth, 'accept-language': 'ar' },
        payload: { settings: { AUDIT_RETENTION_DAYS: value } },
      });
    const refused = await set(7);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.AUDIT_RETENTION_DAYS).toEqual([
      'أدخل عددًا صحيحًا من الأيام بين 30 و36,500، أو اختر الاحتفاظ بالقيود دائمًا.',
    ]);
    expect((await set('forever')).statusCode).toBe(422);
    expect(await applyAuditRetention(t.app.db, new Date())).toBe(0);
    expect((await set(30)).statusCode).toBe(200);
    const before = (await get('/audit-logs/?page_size=1')).json<TAuditLogPage>().count;
    // Thirty-one days on, every entry so far is past the retention period.
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await applyAuditRetention(t.app.db, later)).toBe(before);
    const left = (await get('/audit-logs/')).json<TAuditLogPage>();
    expect(left.results.map((r) => r.action)).toEqual(['audit.retention_applied']);
    expect(left.results[0]!.changes.removed).toEqual([null, before]);
    expect(await verify(t, admin)).toMatchObject({ ok: true, checked: 1 });
    expect((await set(null)).statusCode).toBe(200);
  });
});
