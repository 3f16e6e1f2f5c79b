import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { applicationSla, notificationPreferences } from '../../db/schema/index.js';
import { createTestDatabase, testConfig } from '../../test/app.js';
import { testCast } from '../../test/cast.js';
import { moveApplication, signInAs } from '../../test/factories.js';
import { escalateClocks } from './escalate.js';
import { escalationKit, HOUR } from './sla.fixtures.js';

describe('service-level warnings and breaches', () => {
  const {
    t,
    sessions: [admin, otherAdmin, editor, client],
  } = testCast(['admin', 'admin', ['editor', { languagePreference: 'ar' }], 'client']);
  const notifier = () => t.app.notifier;

  it('warns the assignee once, and tells the assignee and every admin of a breach once', async () => {
    const kit = escalationKit(t.app, admin);
    await kit.setUp();
    const warned = await kit.submittedAgo(9, client, editor);
    const breached = await kit.submittedAgo(11, client, editor);
    const fresh = await kit.submittedAgo(1, client, editor);

    expect(await escalateClocks(t.app.db, notifier(), new Date())).toBe(2);
    const told = await kit.told([warned, breached, fresh]);
    expect(told.filter((n) => n.applicationId === warned)).toEqual([
      expect.objectContaining({
        userId: editor.user.id,
        event: 'sla_warning',
        category: 'warning',
      }),
    ]);
    // The assignee reads it in Arabic.
    expect(told.find((n) => n.applicationId === warned)?.title).toMatch(/يقترب من موعده/);
    const breach = told.filter((n) => n.applicationId === breached);
    expect(breach.map((n) => n.userId).sort()).toEqual(
      [editor.user.id, admin.user.id, otherAdmin.user.id].sort(),
    );
    expect(breach.every((n) => n.event === 'sla_breach' && n.category === 'danger')).toBe(true);

    // Again: nothing new. A pause and a resume do not warn again either.
    expect(await escalateClocks(t.app.db, notifier(), new Date())).toBe(0);
    await moveApplication(t.app, editor, warned, 'under_review');
    await moveApplication(t.app, editor, warned, 'pending');
    await moveApplication(t.app, editor, warned, 'under_review');
    expect(await escalateClocks(t.app.db, notifier(), new Date())).toBe(0);
    expect(await kit.told([warned, breached, fresh])).toHaveLength(told.length);

    // Later the fresh one passes its warning, and the warned one its due time: told then.
    const later = new Date(Date.now() + 8.5 * HOUR);
    expect(await escalateClocks(t.app.db, notifier(), later)).toBe(2);
    const now = await kit.told([warned, fresh]);
    expect(now.filter((n) => n.applicationId === fresh).map((n) => n.event)).toEqual([
      'sla_warning',
    ]);
    expect(now.filter((n) => n.applicationId === warned).map((n) => n.event)).toEqual([
      'sla_warning',
      'sla_breach',
      'sla_breach',
      'sla_breach',
    ]);
    const [row] = await t.app.db
      .select()
      .from(applicationSla)
      .where(eq(applicationSla.applicationId, fresh));
    expect(row?.warnedAt?.getTime()).toBe(later.getTime());
  });

  it('follows each person’s preferences, and tells nothing of a paused or stopped clock', async () => {
    const kit = escalationKit(t.app, admin);
    // In-app off for breaches: the other admin gets the e-mail only.
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: otherAdmin.user.id, event: 'sla_breach', inApp: false, email: true })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.event],
        set: { inApp: false, email: true },
      });
    const late = await kit.submittedAgo(12, client, editor);
    const paused = await kit.submittedAgo(12, client, editor);
    await moveApplication(t.app, editor, paused, 'under_review');
    await moveApplication(t.app, editor, paused, 'pending');
    const done = await kit.submittedAgo(12, client, editor);
    for (const status of ['under_review', 'approved', 'in_progress', 'completed']) {
      await moveApplication(t.app, admin, done, status);
    }
    expect(await escalateClocks(t.app.db, notifier(), new Date())).toBe(1);
    const told = await kit.told([late, paused, done]);
    expect(told.map((n) => n.userId).sort()).toEqual([editor.user.id, admin.user.id].sort());
    const mails = (await t.app.db.execute(
      sql`select data from pgboss.job where name = 'mail' and data->>'key' = 'sla_breach' and data->>'to' = ${otherAdmin.user.email}`,
    )) as unknown as { rows: unknown[] };
    expect(mails.rows.length).toBeGreaterThanOrEqual(1);
  });
});

// PGlite is one process's database: a second instance cannot open it.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const configs: Config[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const first = await testConfig({ databaseUrl: database?.url, runWorkers: false });
    const second = await testConfig({
      databaseUrl: database?.url,
      jwtSecret: first.jwtSecret,
      runWorkers: false,
    });
    configs.push(first, second);
    a = await buildApp(first);
    b = await buildApp(second);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    for (const config of configs) await rm(config.dataDir, { recursive: true, force: true });
  });

  it('tells each warning and breach once, not once per instance', async () => {
    const admin = await signInAs(a, 'admin');
    const editor = await signInAs(a, 'editor');
    const client = await signInAs(a, 'client');
    const kit = escalationKit(a, admin);
    await kit.setUp();
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1)
      ids.push(await kit.submittedAgo(i % 2 ? 9 : 11, client, editor));
    const now = new Date();
    const [told] = await Promise.all([
      escalateClocks(a.db, a.notifier, now),
      escalateClocks(b.db, b.notifier, now),
    ]).then(([x, y]) => [x + y]);
    expect(told).toBe(30);
    const rows = await kit.told(ids);
    // 15 warnings to the editor, 15 breaches to the editor and the admin.
    expect(rows.filter((n) => n.event === 'sla_warning')).toHaveLength(15);
    expect(rows.filter((n) => n.event === 'sla_breach')).toHaveLength(30);
    const keys = rows.map((n) => `${n.userId}:${n.event}:${n.applicationId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
