import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TApplicationDetail, TAttachment, THistoryEntry } from '@mutabaa/shared';
import { ATTACHMENT_MAX_BYTES } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { applicationAttachments, auditLogs } from '../../db/schema/index.js';
import { createApplication, type Session } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { FILES, xlsxFile } from '../../test/attachment-files.js';

const {
  t,
  sessions: [admin, editor, otherEditor, client, otherClient],
} = testCast([
  'admin',
  'editor',
  'editor',
  ['client', { fullName: 'عميلة الاختبار' }],
  ['client', { fullName: 'Second Client' }],
]);

const BASE = '/api/transactions';
const anonymous = { auth: {} } as Session;

/** An application of `client`, assigned to `editor`, created by the admin. */
async function application(): Promise<number> {
  const fields = { title: 'Permit', client: client.user.id, assigned_to: editor.user.id };
  return (await createApplication(t.app, admin, fields)).id;
}

const upload = (
  id: number,
  name: string,
  data: Buffer,
  session: Session = admin,
  declaredType = 'application/octet-stream',
) => {
  const { payload, headers } = multipartFile('file', name, declaredType, data);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/attachments/`,
    headers: { ...session.auth, ...headers },
    payload,
  });
};
const uploaded = async (id: number, name: string, data: Buffer, session: Session = admin) => {
  const response = await upload(id, name, data, session);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAttachment>();
};
const list = (id: number, session: Session = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${id}/attachments/`, headers: session.auth });
const download = (attachment: number, session: Session = admin) =>
  t.app.inject({
    method: 'GET',
    url: `${BASE}/attachments/${attachment}/download/`,
    headers: session.auth,
  });
const remove = (attachment: number, session: Session = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/attachments/${attachment}/`,
    headers: session.auth,
  });
const detail = async (id: number, session: Session = admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/`,
    headers: session.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TApplicationDetail>();
};
const history = async (id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${BASE}/${id}/history/`,
    headers: admin.auth,
  });
  return response.json<THistoryEntry[]>();
};
const audits = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(id))));
const storedFiles = () =>
  readdir(path.join(t.config.dataDir, 'uploads', 'attachments')).catch(() => [] as string[]);

describe('upload', () => {
  it('stores the file, counts it, shows it on the detail, writes history and audit', async () => {
    const id = await application();
    const attachment = await uploaded(id, 'contract.pdf', FILES.pdf);
    expect(attachment).toMatchObject({
      file_name: 'contract.pdf',
      content_type: 'application/pdf',
      size: FILES.pdf.length,
      uploaded_by: { id: admin.user.id, email: admin.user.email },
      download_url: `/api/transactions/attachments/${attachment.id}/download/`,
    });
    expect(Date.parse(attachment.created_at)).not.toBeNaN();

    const read = await detail(id);
    expect(read.attachment_count).toBe(1);
    expect(read.attachments).toEqual([attachment]);
    expect((await list(id)).json()).toEqual([attachment]);

    const [row] = await t.app.db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.id, attachment.id));
    const stored = path.join(t.config.dataDir, 'uploads', 'attachments', row!.storageKey);
    expect(await readFile(stored)).toEqual(FILES.pdf);
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Only stored files: no temporary file is left behind.
    expect((await storedFiles()).every((name) => !name.endsWith('.tmp'))).toBe(true);

    const [entry] = await history(id);
    expect(entry).toMatchObject({
      kind: 'field',
      field: 'attachments',
      from_value: null,
      to_value: { id: attachment.id, file_name: 'contract.pdf' },
      actor: { id: admin.user.id },
    });
    const [audit] = await audits('application.attachment_added', id);
    expect(audit?.changes).toMatchObject({ attachment_id: attachment.id, size: FILES.pdf.length });
  });

  it('judges every accepted type by its bytes, whatever type the browser declared', async () => {
    const id = await application();
    const cases: [string, Buffer, string][] = [
      ['scan.png', FILES.png, 'image/png'],
      ['photo.JPG', FILES.jpeg, 'image/jpeg'],
      ['photo.jpeg', FILES.jpeg, 'image/jpeg'],
      ['anim.gif', FILES.gif, 'image/gif'],
      ['pic.webp', FILES.webp, 'image/webp'],
      [
        'letter.docx',
        FILES.docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'sheet.xlsx',
        await xlsxFile(),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['notes.txt', FILES.text, 'text/plain'],
      ['data.csv', FILES.csv, 'text/csv'],
    ];
    for (const [name, data, type] of cases) {
      const attachment = await uploaded(id, name, data);
      expect(attachment.content_type, name).toBe(type);
    }
    expect((await detail(id)).attachment_count).toBe(cases.length);
  });

  it('gives a name without an extension the one of its type', async () => {
    const id = await application();
    expect((await uploaded(id, 'scan', FILES.png)).file_name).toBe('scan.png');
  });

  it('keeps only a safe last segment of the declared name', async () => {
    const id = await application();
    const traversal = await uploaded(id, '..\\..\\secret\\notes.txt', FILES.text);
    expect(traversal.file_name).toBe('notes.txt');
    // A right-to-left override could show "invoice.txt.exe" as something else.
    const spoofed = await uploaded(id, 'invoice\u202Eexe.txt', FILES.text);
    expect(spoofed.file_name).toBe('invoiceexe.txt');
  });

  it('refuses other types, fake extensions, empty and oversized files, and keeps nothing', async () => {
    const id = await application();
    const before = (await storedFiles()).length;
    const refused: [string, Buffer][] = [
      ['setup.pdf', FILES.exe],
      ['image.svg', FILES.svg],
      ['picture.pdf', FILES.png],
      ['archive.docx', FILES.zip],
      ['archive.zip', FILES.zip],
      ['random.txt', FILES.binary],
      ['page.html', Buffer.from('<html></html>')],
    ];
    for (const [name, data] of refused) {
      const response = await upload(id, name, data, admin, 'application/pdf');
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code).toBe('unsupported_file_type');
    }

    const empty = await upload(id, 'empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_error',
      errors: { file: [expect.any(String)] },
    });

    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41);
    const tooLarge = await upload(id, 'big.txt', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'file_too_large' });
    expect(tooLarge.json().detail).toContain('10');

    const noFile = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/attachments/`,
      headers: admin.auth,
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toHaveProperty('file');

    expect((await detail(id)).attachment_count).toBe(0);
    expect((await storedFiles()).length).toBe(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const id = await application();
    const attachment = await uploaded(id, 'limit.txt', Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x61));
    expect(attachment.size).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('answers in Arabic', async () => {
    const id = await application();
    const { payload, headers } = multipartFile('file', 'x.pdf', 'application/pdf', FILES.exe);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/attachments/`,
      headers: { ...admin.auth, ...headers, 'accept-language': 'ar' },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('download', () => {
  it('round-trips an Arabic name with RFC 5987 and sends safe headers', async () => {
    const id = await application();
    const name = 'تقرير الربع الأول (نهائي).pdf';
    const attachment = await uploaded(id, name, FILES.pdf);
    expect(attachment.file_name).toBe(name);

    const response = await download(attachment.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(FILES.pdf);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(FILES.pdf.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(encoded).not.toMatch(/[()' ]/);
    expect(decodeURIComponent(encoded)).toBe(name);
  });

  it('sends text as UTF-8 text', async () => {
    const id = await application();
    const attachment = await uploaded(id, 'ملاحظات.txt', FILES.text);
    const response = await download(attachment.id);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(FILES.text.toString('utf8'));
  });
});

describe('scope', () => {
  it('the assigned editor and the client use the files; others get 404; anonymous 401', async () => {
    const id = await application();
    const byAdmin = await uploaded(id, 'a.pdf', FILES.pdf);
    const byEditor = await uploaded(id, 'e.png', FILES.png, editor);
    const byClient = await uploaded(id, 'c.txt', FILES.text, client);
    expect(byClient.uploaded_by?.id).toBe(client.user.id);

    for (const session of [admin, editor, client]) {
      expect((await list(id, session)).json<TAttachment[]>().map((a) => a.id)).toEqual([
        byClient.id,
        byEditor.id,
        byAdmin.id,
      ]);
      expect((await download(byAdmin.id, session)).statusCode).toBe(200);
    }

    for (const session of [otherEditor, otherClient]) {
      expect((await list(id, session)).statusCode).toBe(404);
      expect((await upload(id, 'x.pdf', FILES.pdf, session)).statusCode).toBe(404);
      expect((await download(byAdmin.id, session)).statusCode).toBe(404);
      expect((await remove(byClient.id, session)).statusCode).toBe(404);
    }

    expect((await list(id, anonymous)).statusCode).toBe(401);
    expect((await upload(id, 'x.pdf', FILES.pdf, anonymous)).statusCode).toBe(401);
    expect((await download(byAdmin.id, anonymous)).statusCode).toBe(401);
    expect((await remove(byAdmin.id, anonymous)).statusCode).toBe(401);

    expect((await detail(id)).attachment_count).toBe(3);
  });

  it('404 for unknown ids and for files of a deleted application', async () => {
    expect((await list(2_000_000)).statusCode).toBe(404);
    expect((await download(2_000_000)).statusCode).toBe(404);
    expect((await remove(2_000_000)).statusCode).toBe(404);
    expect((await download('abc' as unknown as number)).statusCode).toBe(404);

    const id = await application();
    const attachment = await uploaded(id, 'a.pdf', FILES.pdf);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${id}/`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(id)).statusCode).toBe(404);
    expect((await download(attachment.id)).statusCode).toBe(404);
    expect((await upload(id, 'b.pdf', FILES.pdf)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('the uploader or an editor/admin in scope; soft, counted, recorded', async () => {
    const id = await application();
    const byAdmin = await uploaded(id, 'a.pdf', FILES.pdf);
    const byClient = await uploaded(id, 'c.txt', FILES.text, client);
    const another = await uploaded(id, 'd.txt', FILES.text, client);

    const denied = await remove(byAdmin.id, client);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('permission_denied');

    expect((await remove(byClient.id, client)).statusCode).toBe(204);
    expect((await remove(byClient.id, client)).statusCode).toBe(404);
    expect((await download(byClient.id)).statusCode).toBe(404);
    expect((await remove(another.id, editor)).statusCode).toBe(204);
    expect((await remove(byAdmin.id, admin)).statusCode).toBe(204);

    const read = await detail(id);
    expect(read.attachment_count).toBe(0);
    expect(read.attachments).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.id, byClient.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const entries = (await history(id)).filter(
      (e) => e.field === 'attachments' && e.to_value === null,
    );
    expect(entries.map((e) => e.from_value)).toEqual([
      { id: byAdmin.id, file_name: 'a.pdf' },
      { id: another.id, file_name: 'd.txt' },
      { id: byClient.id, file_name: 'c.txt' },
    ]);
    expect(await audits('application.attachment_deleted', id)).toHaveLength(3);
  });
});
