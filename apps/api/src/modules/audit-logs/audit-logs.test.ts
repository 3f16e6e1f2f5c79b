import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, settings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { writeAuditLog } from './audit-logs.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('audit_logs', () => {
  it('accepts new entries but refuses UPDATE, DELETE and TRUNCATE', async () => {
    await writeAuditLog(t.app.db, {
      actorId: null,
      action: 'test.entry',
      entityType: 'test',
      entityId: '1',
      changes: { a: 1 },
    });
    const [row] = await t.app.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.action} = 'test.entry'`);
    expect(row?.changes).toEqual({ a: 1 });
    await expect(
      t.app.db.execute(sql`update audit_logs set action = 'changed' where action = 'test.entry'`),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`delete from audit_logs where action = 'test.entry'`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_logs`)).rejects.toThrow();
    const after = await t.app.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.action} = 'test.entry'`);
    expect(after).toHaveLength(1);
  });

  it('seeds REQUIRE_EMAIL_VERIFICATION on', async () => {
    const [row] = await t.app.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'REQUIRE_EMAIL_VERIFICATION'));
    expect(row?.value).toBe(true);
  });
});
