import type { TDocumentTemplate, TIssuedDocument } from '@mutabaa/shared';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createApplication, signInAs, type Session } from '../../test/factories.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let client: Session;
let type: string;

const templates = async () =>
  (await t.app.inject({ url: '/api/document-templates/', headers: admin.auth })).json<
    TDocumentTemplate[]
  >();

const texts = {
  title_en: 'Notice of hold',
  title_ar: 'إشعار تعليق الطلب',
  body_en: 'Dear {{ name }}, application {{ reference_number }} waits for papers.',
  body_ar: 'السيد/السيدة {{ name }}، الطلب {{ reference_number }} بانتظار المستندات.',
  footer_en: '',
  footer_ar: '',
};

/** The words pdftotext reads from a PDF, without direction marks. */
function textOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'doc-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'])
    .toString()
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, client] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'client'),
  ]);
  const types = await t.app.inject({
    url: '/api/transactions/form-config/application-types/active/',
    headers: admin.auth,
  });
  type = types.json<{ value: string }[]>()[0]!.value;
});
afterAll(async () => {
  await t?.close();
});

describe('document templates', () => {
  it('ship a receipt, a certificate and decision letters at approved and cancelled', async () => {
    const rows = await templates();
    expect(rows.map((r) => [r.kind, r.application_type, r.status]).sort()).toEqual(
      [
        ['certificate', null, null],
        ['decision', null, 'approved'],
        ['decision', null, 'cancelled'],
        ['receipt', null, null],
      ].sort(),
    );
    expect(rows.find((r) => r.kind === 'receipt')).toMatchObject({
      required: true,
      has_shipped_text: true,
      variables: expect.arrayContaining(['name', 'reference_number', 'date']),
    });
  });

  it('a decision letter for one type at another status is used when issuing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/document-templates/',
      headers: admin.auth,
      payload: { kind: 'decision', application_type: type, status: 'on_hold', ...texts },
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/document-templates/',
      headers: admin.auth,
      payload: { kind: 'decision', application_type: type, status: 'on_hold', ...texts },
    });
    expect(again.statusCode).toBe(409);

    const { id } = await createApplication(t.app, admin, {
      title: 'Register',
      client: client.user.id,
      assigned_to: editor.user.id,
      transaction_type: type,
      status: 'submitted',
    });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/transition/`,
      headers: editor.auth,
      payload: { status: 'on_hold' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/documents/`,
      headers: editor.auth,
      payload: { kind: 'decision', language: 'ar' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const pdf = await t.app.inject({
      url: issued.json<TIssuedDocument>().download_url,
      headers: editor.auth,
    });
    const text = textOf(pdf.rawPayload);
    expect(text).toContain('إشعار تعليق الطلب');
    expect(text).toContain('بانتظار المستندات');
  });

  it('refuses unknown variables, a status on a receipt, an unknown type, and deleting the receipt’s', async () => {
    const receipt = (await templates()).find((r) => r.kind === 'receipt')!;
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-templates/${receipt.id}/`,
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { body_en: 'Hello {{ password }}' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.body_en[0]).toMatch(/password/);
    const broken = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-templates/${receipt.id}/`,
      headers: admin.auth,
      payload: { title_ar: '{% if %}' },
    });
    expect(broken.statusCode).toBe(422);
    expect((await templates()).find((r) => r.id === receipt.id)).toEqual(receipt);

    const withStatus = await t.app.inject({
      method: 'POST',
      url: '/api/document-templates/',
      headers: admin.auth,
      payload: { kind: 'receipt', application_type: type, status: 'approved', ...texts },
    });
    expect(withStatus.statusCode).toBe(422);
    const noType = await t.app.inject({
      method: 'POST',
      url: '/api/document-templates/',
      headers: admin.auth,
      payload: { kind: 'receipt', application_type: 'no-such-type', ...texts },
    });
    expect(noType.statusCode).toBe(422);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document-templates/${receipt.id}/`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(409);
  });

  it('edits, previews as PDF with unsaved text, and resets to the shipped text', async () => {
    const receipt = (await templates()).find((r) => r.kind === 'receipt')!;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/document-templates/${receipt.id}/`,
      headers: admin.auth,
      payload: { title_ar: 'إيصال رسمي' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title_ar: 'إيصال رسمي' });

    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/document-templates/${receipt.id}/preview/`,
      headers: admin.auth,
      payload: { language: 'ar', body: 'نص تجريبي للمعاينة {{ reference_number }}' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = textOf(preview.rawPayload);
    expect(text).toContain('إيصال رسمي');
    expect(text).toContain('نص تجريبي للمعاينة');
    expect(text).toContain('TRX-2026-001024');

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/document-templates/${receipt.id}/reset/`,
      headers: admin.auth,
    });
    expect(reset.json()).toMatchObject({ title_ar: 'إيصال استلام طلب' });
  });
});
