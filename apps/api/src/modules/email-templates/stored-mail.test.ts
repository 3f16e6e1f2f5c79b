import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/factories.js';
import { listTemplates, saveVersion } from './email-templates.repository.js';
import { renderStoredMail } from './stored-mail.service.js';

// Two apps in one process, each on its own database: the same version number of the same
// template names different texts in each.
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

async function saveSubject(t: TestApp, subject: string): Promise<number> {
  const admin = await createUser(t.app, { role: 'admin' });
  const template = (await listTemplates(t.app.db)).find((x) => x.key === 'verify_email');
  if (!template) throw new Error('no verify_email template');
  const texts = { ...template.texts, en: { ...template.texts.en, subject } };
  return saveVersion(t.app.db, template, texts, admin.id);
}

it('renders a queued mail from the version of its own database', async () => {
  const version = await saveSubject(first, 'First database {{ name }}');
  expect(await saveSubject(second, 'Second database {{ name }}')).toBe(version);
  const job = {
    key: 'verify_email' as const,
    version,
    to: 'layla@example.test',
    lang: 'en' as const,
    values: { name: 'Layla', email: 'layla@example.test', link: 'http://mutabaa.test/x' },
  };
  expect((await renderStoredMail(first.app.db, job)).subject).toBe('First database Layla');
  expect((await renderStoredMail(second.app.db, job)).subject).toBe('Second database Layla');
  // Read again (from what each remembered), still each its own.
  expect((await renderStoredMail(first.app.db, job)).subject).toBe('First database Layla');
});
