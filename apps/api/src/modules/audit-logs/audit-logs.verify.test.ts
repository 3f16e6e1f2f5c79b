import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { purgeAuditLogs } from './audit-queries.repository.js';
import { writeAuditLog } from './audit-logs.repository.js';
import { verify } from './audit-logs.fixtures.js';

describe('verification of a tampered log, and retention', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const entry = (n: number) => ({
    actorId: admin.user.id,
    action: 'setting.updated',
    entityType: 'setting',
    entityId: `S${n}`,
    changes: { from: n, to: n + 1 },
  });

  it('removes old entries only through retention, which leaves a chain that still verifies', async () => {
    for (const n of [1, 2, 3]) await writeAuditLog(t.app.db, entry(n));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const cutoff = new Date();
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (const n of [4, 5]) await writeAuditLog(t.app.db, entry(n));
    const before = await t.app.db.select({ id: auditLogs.id }).from(auditLogs);
    const removed = await purgeAuditLogs(t.app.db, cutoff, admin.user.id);
    expect(removed).toBe(before.length - 2);
    const left = await t.app.db.select().from(auditLogs).orderBy(auditLogs.seq);
    expect(left.map((r) => r.entityId)).toEqual(['S4', 'S5', null]);
    expect(left[2]).toMatchObject({ action: 'audit.retention_applied', actorId: admin.user.id });
    expect(left[2]!.changes).toMatchObject({ removed });
    expect(await verify(t, admin)).toMatchObject({ ok: true, checked: 3 });
  });

  it('names the altered entry when one was changed behind the trigger’s back', async () => {
    for (const n of [6, 7, 8]) await writeAuditLog(t.app.db, entry(n));
    const [target] = await t.app.db.select().from(auditLogs).where(eq(auditLogs.entityId, 'S7'));
    await t.app.db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    await t.app.db.execute(
      sql`update audit_logs set changes = '{"from": 7, "to": 700}'::jsonb where id = ${target!.id}`,
    );
    await t.app.db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    const result = await verify(t, admin);
    expect(result).toMatchObject({ ok: false, first_broken_id: target!.id });
    expect(result.detail).toContain(`#${target!.id}`);
  });

  it('notices entries removed from the end', async () => {
    const [last] = await t.app.db
      .select()
      .from(auditLogs)
      .orderBy(sql`${auditLogs.seq} desc`)
      .limit(1);
    await t.app.db.execute(sql`alter table audit_logs disable trigger audit_logs_append_only`);
    // Put S7 back as it was so that only the missing end is wrong.
    await t.app.db.execute(
      sql`update audit_logs set changes = '{"from": 7, "to": 8}'::jsonb where entity_id = 'S7'`,
    );
    await t.app.db.execute(sql`delete from audit_logs where id = ${last!.id}`);
    await t.app.db.execute(sql`alter table audit_logs enable trigger audit_logs_append_only`);
    const result = await verify(t, admin);
    expect(result).toMatchObject({ ok: false, first_broken_id: null });
    expect(result.detail).toMatch(/missing/);
  });
});
