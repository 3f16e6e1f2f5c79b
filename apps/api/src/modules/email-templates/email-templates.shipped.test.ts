import { type TEmailTemplate, type TEmailTemplateVersion } from '@mutabaa/shared';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOG } from '../../jobs/mail/catalog.js';
import { templatesSetup } from './email-templates.fixtures.js';

// The shipped texts: the migrations that store them and the catalog ("Reset to default") agree,
// and a migration that changes them spares what an administrator edited.

const { t, call, templateOf } = templatesSetup();

/** The migrations that ship template texts, oldest first. */
const SHIPPING_MIGRATIONS = [
  '0023_seed_email_templates.sql',
  '0034_notification_mail_dates.sql',
  '0036_sla_mail_templates.sql',
  '0040_document_mail_templates.sql',
  '0042_two_factor_mail_templates.sql',
  '0046_webhook_mail_template.sql',
];
const migrationText = (file: string) =>
  readFile(fileURLToPath(new URL(`../../../drizzle/${file}`, import.meta.url)), 'utf8');
/** A text as a SQL string literal writes it. */
const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

describe('the shipped texts', () => {
  it('ships exactly the catalog’s text (what reset brings back), newest migration first', async () => {
    const list = (await call('GET', '/')).json<TEmailTemplate[]>();
    const migrations = await Promise.all(SHIPPING_MIGRATIONS.map(migrationText));
    for (const definition of TEMPLATE_CATALOG) {
      const stored = list.find((x) => x.key === definition.key)!;
      expect(stored.body_ar).toBe(definition.defaults.ar.body);
      expect(stored.body_en).toBe(definition.defaults.en.body);
      expect(stored.subject_ar).toBe(definition.defaults.ar.subject);
      expect(stored.subject_en).toBe(definition.defaults.en.subject);
      // The newest migration that names the template holds its catalog text.
      const newest = migrations.findLast((text) => text.includes(`'${definition.key}'`));
      expect(newest, definition.key).toBeDefined();
      for (const lang of ['en', 'ar'] as const) {
        expect(newest).toContain(sqlString(definition.defaults[lang].subject));
        expect(newest).toContain(sqlString(definition.defaults[lang].body));
      }
    }
    // A fresh database: each migration that ships a template's text adds a version (0023 the
    // seed, 0034 the dated notification texts, 0036 the service-level mails, 0040 the mails of
    // official documents, 0042 the mails of two-factor sign-in).
    const shipments = (key: string) => migrations.filter((text) => text.includes(`'${key}'`));
    for (const template of list) {
      expect(template.version, template.key).toBe(shipments(template.key).length);
    }
    const dated = (key: string) => migrations[1]!.includes(`'${key}'`);
    expect(
      list
        .filter((x) => dated(x.key))
        .map((x) => x.key)
        .sort(),
    ).toEqual(
      TEMPLATE_CATALOG.filter(
        (d) => d.defaults.en.body.includes('date }}') && migrations[0]!.includes(`'${d.key}'`),
      )
        .map((d) => d.key)
        .sort(),
    );
  });
});

describe('migration 0034: the dated notification texts', () => {
  const run = async () => {
    const statements = (await migrationText('0034_notification_mail_dates.sql'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));
  };

  it('gives a template still holding the 0023 text the new one; an edited template keeps its own', async () => {
    const shipped = await templateOf('notification_assignment');
    const edited = await templateOf('notification_comment');
    const digest = await templateOf('digest_daily');
    // As before the migration: the seed's version 1 is the current text again.
    for (const template of [shipped, edited, digest]) {
      const restored = await call('POST', `/${template.id}/restore/`, { version: 1 });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json<TEmailTemplate>().body_en).not.toContain('{{ date }}');
    }
    // An administrator's own text, in one language only.
    const mine = 'مرحبًا {{ name }}\n\n{{ message }}\n\n{{ link }}';
    expect((await call('PATCH', `/${edited.id}/`, { body_ar: mine })).statusCode).toBe(200);
    const before = await templateOf('notification_comment');

    await run();

    const updated = await templateOf('notification_assignment');
    expect(updated).toMatchObject({ version: shipped.version + 2, is_customised: false });
    expect(updated.body_en).toContain('Date: {{ date }}');
    expect(updated.body_ar).toContain('التاريخ: {{ date }}');
    const versions = (await call('GET', `/${shipped.id}/versions/`)).json<
      TEmailTemplateVersion[]
    >();
    expect(versions[0]).toMatchObject({
      version: updated.version,
      is_current: true,
      created_by: null,
      body_en: updated.body_en,
      body_ar: updated.body_ar,
    });
    expect((await templateOf('digest_daily')).body_en).toContain('{{ item.date }}');

    expect(await templateOf('notification_comment')).toMatchObject({
      version: before.version,
      body_ar: mine,
      body_en: before.body_en,
      is_customised: true,
    });
    // Run again: nothing left to change.
    await run();
    expect((await templateOf('notification_assignment')).version).toBe(updated.version);
    expect((await templateOf('notification_comment')).version).toBe(before.version);
    await call('POST', `/${edited.id}/reset/`);
  });
});
