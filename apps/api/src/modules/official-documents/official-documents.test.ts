import type { TDocumentVerification, TIssuedDocument } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createApplication, signInAs, type Session } from '../../test/factories.js';
import { waitForMail } from '../../test/mail.js';
import { cancelledApplication } from './official-documents.fixtures.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let otherEditor: Session;
let client: Session;
let otherClient: Session;

const url = (id: number, rest = '') => `/api/transactions/${id}/documents/${rest}`;

const cancelled = () =>
  cancelledApplication(t.app, admin, {
    title: 'Commercial register',
    client: client.user.id,
    assigned_to: editor.user.id,
  });

async function issue(session: Session, id: number, language: 'ar' | 'en' = 'ar') {
  return t.app.inject({
    method: 'POST',
    url: url(id),
    headers: session.auth,
    payload: { kind: 'decision', language },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, otherEditor, client, otherClient] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'client'),
    signInAs(t.app, 'client'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('issuing a decision letter', () => {
  it('the assigned editor issues one: 201, stored, listed, downloadable, audited', async () => {
    const id = await cancelled();
    const response = await issue(editor, id);
    expect(response.statusCode, response.body).toBe(201);
    const doc = response.json<TIssuedDocument>();
    expect(doc).toMatchObject({
      kind: 'decision',
      language: 'ar',
      version: 1,
      status_at_issue: 'cancelled',
      issued_by: { id: editor.user.id },
      withdrawn: false,
    });
    expect(doc.verify_url).toMatch(/\/verify\/[A-Za-z0-9_-]{32}$/);

    const pdf = await t.app.inject({ url: doc.download_url, headers: client.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(doc.sha256);
    expect(pdf.headers['content-disposition']).toMatch(/[A-Z]+-[0-9-]+-decision-ar-v1\.pdf/);

    const listed = (await t.app.inject({ url: url(id), headers: client.auth })).json<
      TIssuedDocument[]
    >();
    expect(listed.filter((d) => d.kind === 'decision').map((d) => d.id)).toEqual([doc.id]);

    const again = (await issue(admin, id)).json<TIssuedDocument>();
    expect(again.version).toBe(2);
    expect(again.sha256).not.toBe('');

    const audit = (await t.app.db.execute(
      sql`select action, actor_id from audit_logs where entity_type = 'document' and entity_id = ${String(doc.id)} order by id`,
    )) as unknown as { rows: { action: string; actor_id: number | null }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['document.issued']);
  });

  it('refuses clients (403), another editor and another client (404), a draft and a status without a letter (409)', async () => {
    const id = await cancelled();
    expect((await issue(client, id)).statusCode).toBe(403);
    expect((await issue(otherEditor, id)).statusCode).toBe(404);
    const listed = await t.app.inject({ url: url(id), headers: otherClient.auth });
    expect(listed.statusCode).toBe(404);

    const { id: draft } = await createApplication(t.app, admin, {
      title: 'Draft',
      client: client.user.id,
    });
    const refused = await issue(admin, draft);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'document_draft' });

    const { id: submitted } = await createApplication(t.app, admin, {
      title: 'Submitted',
      client: client.user.id,
      status: 'submitted',
    });
    const none = await issue(admin, submitted);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'document_no_decision_template' });
    const certificate = await t.app.inject({
      method: 'POST',
      url: url(submitted),
      headers: admin.auth,
      payload: { kind: 'certificate', language: 'en' },
    });
    expect(certificate.statusCode).toBe(409);
    // Nothing refused was issued (its receipt may be, by the job, meanwhile).
    const after = await t.app.inject({ url: url(submitted), headers: admin.auth });
    const kinds = after.json<TIssuedDocument[]>().map((d) => d.kind);
    expect(kinds.filter((kind) => kind !== 'receipt')).toEqual([]);
  });
});

describe('withdrawal and verification', () => {
  it('a withdrawn document is kept, verifies as not valid, and cannot be withdrawn twice', async () => {
    const id = await cancelled();
    const issued = await issue(editor, id, 'en');
    expect(issued.statusCode, issued.body).toBe(201);
    const doc = issued.json<TIssuedDocument>();
    const token = doc.verify_url.slice(doc.verify_url.lastIndexOf('/') + 1);

    const valid = await t.app.inject({ url: `/api/public/verify/${token}/` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json<TDocumentVerification>()).toEqual({
      valid: true,
      kind: 'decision',
      reference_number: expect.stringMatching(/^[A-Z]+-\d{4}-\d+$/),
      issued_at: doc.issued_at,
      status_at_issue: 'cancelled',
      status_at_issue_display: { label_en: 'Cancelled', label_ar: 'ملغى', badge_color: '#dc3545' },
      withdrawn: false,
      holder: expect.stringMatching(/^\S\.( \S\.)*$/),
      sha256: doc.sha256,
    });

    const byClient = await t.app.inject({
      method: 'POST',
      url: url(id, `${doc.id}/withdraw/`),
      headers: client.auth,
      payload: { reason: 'Mine' },
    });
    expect(byClient.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: url(id, `${doc.id}/withdraw/`),
      headers: editor.auth,
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(422);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: url(id, `${doc.id}/withdraw/`),
      headers: editor.auth,
      payload: { reason: 'Issued in error' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<TIssuedDocument>()).toMatchObject({
      withdrawn: true,
      withdrawal_reason: 'Issued in error',
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: url(id, `${doc.id}/withdraw/`),
      headers: admin.auth,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);

    const after = (await t.app.inject({ url: `/api/public/verify/${token}/` })).json();
    expect(after).toMatchObject({ valid: false, withdrawn: true });
    expect(after.withdrawn_at).toEqual(expect.any(String));
    const stillThere = await t.app.inject({ url: doc.download_url, headers: client.auth });
    expect(stillThere.statusCode).toBe(200);

    const audit = (await t.app.db.execute(
      sql`select action from audit_logs where entity_type = 'document' and entity_id = ${String(doc.id)} order by id`,
    )) as unknown as { rows: { action: string }[] };
    expect(audit.rows.map((r) => r.action)).toEqual(
      [
        'document.issued',
        'document.verified',
        'document.withdrawn',
        'document.verified',
        'document.downloaded',
      ].filter((a, i) => i < 4 || a !== 'document.downloaded'),
    );
  });

  it('an unknown or malformed token is 404 with a localised message', async () => {
    for (const token of ['A'.repeat(32), 'short', '%E2%80%AE']) {
      const response = await t.app.inject({
        url: `/api/public/verify/${token}/`,
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toMatchObject({ code: 'document_not_found' });
      expect(response.json().detail).toMatch(/لا يوجد مستند/);
    }
  });
});

describe('the receipt', () => {
  /** The application's documents once its receipt job has run (a bounded wait). */
  async function documentsWhenSettled(session: Session, id: number, count: number) {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const listed = (await t.app.inject({ url: url(id), headers: session.auth })).json<
        TIssuedDocument[]
      >();
      if (listed.length >= count) return listed;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${count} documents on application ${id}`);
  }

  it(
    'is issued once, by the system, in the applicant’s language, on first submission only',
    { timeout: 60_000 },
    async () => {
      const english = await signInAs(t.app, 'client', { languagePreference: 'en' });
      const { id } = await createApplication(t.app, english, { title: 'Draft first' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await t.app.inject({ url: url(id), headers: english.auth })).json()).toEqual([]);

      const submit = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/transition/`,
        headers: english.auth,
        payload: { status: 'submitted' },
      });
      expect(submit.statusCode, submit.body).toBe(200);
      const [receipt] = await documentsWhenSettled(english, id, 1);
      expect(receipt).toMatchObject({
        kind: 'receipt',
        language: 'en',
        version: 1,
        issued_by: null,
        status_at_issue: 'submitted',
      });

      // Back and forth does not issue another.
      for (const status of ['cancelled']) {
        await t.app.inject({
          method: 'POST',
          url: `/api/transactions/${id}/transition/`,
          headers: admin.auth,
          payload: { status },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = (await t.app.inject({ url: url(id), headers: english.auth })).json<
        TIssuedDocument[]
      >();
      expect(after.filter((d) => d.kind === 'receipt')).toHaveLength(1);
    },
  );

  it(
    'an application created as submitted has its receipt in Arabic for an Arabic applicant',
    { timeout: 60_000 },
    async () => {
      const arabic = await signInAs(t.app, 'client', { languagePreference: 'ar' });
      const { id } = await createApplication(t.app, arabic, {
        title: 'طلب سجل تجاري',
        status: 'submitted',
      });
      const [receipt] = await documentsWhenSettled(arabic, id, 1);
      expect(receipt).toMatchObject({ kind: 'receipt', language: 'ar' });
      const pdf = await t.app.inject({ url: receipt!.download_url, headers: arabic.auth });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.length).toBeLessThan(150 * 1024);

      // The submission's mail carries the receipt itself.
      const mail = await waitForMail(t.config.dataDir, arabic.user.email, { timeoutMs: 30_000 });
      expect(mail.subject).toMatch(/^استلمنا طلبك [A-Z]+-\d{4}-\d+ — متابعة$/);
      const part = mail.raw
        .split(/\r?\n--[^\r\n]+/)
        .find((p) => /content-type:\s*application\/pdf/i.test(p));
      expect(part, 'a PDF part').toBeDefined();
      expect(part).toMatch(/[A-Z]+-\d{4}-\d+-receipt-ar-v1\.pdf/);
      const base64 = part!
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('')
        .replace(/\s+/g, '');
      const attached = Buffer.from(base64, 'base64');
      expect(createHash('sha256').update(attached).digest('hex')).toBe(receipt!.sha256);
    },
  );
});
