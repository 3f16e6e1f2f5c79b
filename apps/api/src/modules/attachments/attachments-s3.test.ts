import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, type TAttachment } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAttachments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { FILES, xlsxFile } from '../../test/attachment-files.js';
import { createApplication, signInAs, type Session } from '../../test/factories.js';
import { multipartFile, TINY_PNG } from '../../test/multipart.js';
import { startS3Server, type TestS3 } from '../../test/s3-server.js';
import { s3FileStore } from '../../lib/file-store/index.js';
import { receiveFile } from '../../lib/uploads/received-file.js';
import { attachmentDir } from './attachments.files.js';
import { AttachmentsService } from './attachments.service.js';

// Attachments and the logo with FILE_STORE=s3, against s3rver on 127.0.0.1.
let s3: TestS3;
let t: TestApp;
let admin: Session;
let client: Session;
beforeAll(async () => {
  s3 = await startS3Server('mutabaa/');
  t = await createTestApp({ s3: s3.config });
  [admin, client] = await Promise.all([signInAs(t.app, 'admin'), signInAs(t.app, 'client')]);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function application(
  app = t.app,
  auth = admin.auth,
  clientId = client.user.id,
): Promise<number> {
  return (await createApplication(app, { auth }, { title: 'Permit', client: clientId })).id;
}

const upload = (id: number, name: string, data: Buffer, app = t.app, auth = admin.auth) => {
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', data);
  return app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/attachments/`,
    headers: { ...auth, ...headers },
    payload,
  });
};

const uploadLogo = (data: Buffer) => {
  const { payload, headers } = multipartFile('logo', 'logo.png', 'image/png', data);
  return t.app.inject({
    method: 'POST',
    url: '/api/system/upload-logo/',
    headers: { ...admin.auth, ...headers },
    payload,
  });
};

const rowsOf = (id: number) =>
  t.app.db
    .select()
    .from(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, id));

/** Files under the data directory's uploads: with S3 only uploads being received live there. */
const localUploads = async (dataDir: string) =>
  (
    await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  )
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe('attachments with FILE_STORE=s3', () => {
  it('are stored in the bucket and downloaded back byte for byte', async () => {
    const id = await application();
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES, 0x41); // over one part: a multipart upload
    const sent: [string, Buffer][] = [
      ['contract.pdf', FILES.pdf],
      ['report.xlsx', await xlsxFile()],
      ['letter.docx', FILES.docx],
      ['big.txt', big],
    ];
    for (const [name, data] of sent) {
      const response = await upload(id, name, data);
      expect(response.statusCode, response.body).toBe(201);
      const attachment = response.json<TAttachment>();
      const [row] = (await rowsOf(id)).filter((r) => r.id === attachment.id);
      expect(await s3.objects()).toContain(`mutabaa/attachments/${row!.storageKey}`);

      const download = await t.app.inject({
        method: 'GET',
        url: attachment.download_url,
        headers: admin.auth,
      });
      expect(download.statusCode, name).toBe(200);
      expect(download.headers['content-length']).toBe(String(data.length));
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(data), name).toBe(true);
    }
    // Nothing stays on the local disk: every received file went to the bucket.
    expect(await localUploads(t.config.dataDir)).toEqual([]);
  });

  it('deleting an attachment removes its object', async () => {
    const id = await application();
    const attachment = (await upload(id, 'gone.pdf', FILES.pdf)).json<TAttachment>();
    const [row] = await rowsOf(id);
    const key = `mutabaa/attachments/${row!.storageKey}`;
    expect(await s3.objects()).toContain(key);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/attachments/${attachment.id}/`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await s3.objects()).not.toContain(key);
    const download = await t.app.inject({
      method: 'GET',
      url: attachment.download_url,
      headers: admin.auth,
    });
    expect(download.statusCode).toBe(404);
  });

  it('a refused or broken upload leaves no object, no row and no local file', async () => {
    const id = await application();
    const before = await s3.objects();
    const fake = await upload(id, 'archive.docx', FILES.fakeDocx);
    expect(fake.statusCode).toBe(415);
    const tooLarge = await upload(id, 'big.txt', Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x41));
    expect(tooLarge.statusCode).toBe(413);
    // The body ends in the middle of the file, as when the client goes away.
    const { payload, headers } = multipartFile('file', 'cut.pdf', 'application/pdf', FILES.pdf);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/attachments/`,
      headers: { ...admin.auth, ...headers },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);

    expect(await s3.objects()).toEqual(before);
    expect(await rowsOf(id)).toEqual([]);
    expect(await localUploads(t.config.dataDir)).toEqual([]);
  });
});

describe('an upload whose transaction fails', () => {
  it('removes the object it had stored', async () => {
    const files = s3FileStore(s3.config);
    const service = new AttachmentsService({ db: t.app.db, files, log: t.app.log });
    try {
      const before = await s3.objects();
      const file = await receiveFile(attachmentDir(t.config.dataDir), Readable.from([FILES.pdf]));
      // No such application: the object is stored, then the transaction refuses the row.
      const missingApplication = 2_000_000;
      await expect(
        service.upload(
          missingApplication,
          { fileName: 'a.pdf', file },
          { user: admin.user, ip: '127.0.0.1' },
        ),
      ).rejects.toMatchObject({ statusCode: 404 });
      expect(await s3.objects()).toEqual(before);
      expect(await localUploads(t.config.dataDir)).toEqual([]);
    } finally {
      await files.close();
    }
  });
});

describe('the logo with FILE_STORE=s3', () => {
  it('is stored in the bucket and served back byte for byte', async () => {
    const response = await uploadLogo(TINY_PNG);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ logo_url: string }>().logo_url;
    const name = url.split('/').pop()!;
    expect(await s3.objects()).toContain(`mutabaa/branding/${name}`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(TINY_PNG.length));
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/system/logo/${'0'.repeat(64)}.png`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a refused logo leaves no object', async () => {
    const before = await s3.objects();
    expect((await uploadLogo(FILES.svg)).statusCode).toBe(415);
    expect(
      (await uploadLogo(Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]))).statusCode,
    ).toBe(413);
    expect(await s3.objects()).toEqual(before);
    expect(await localUploads(t.config.dataDir)).toEqual([]);
  });
});

describe('when S3 fails', () => {
  it('an upload answers 503 with Retry-After and leaves no row, object or local file', async () => {
    const broken = await createTestApp({ s3: { ...s3.config, bucket: 'no-such-bucket' } });
    try {
      const editor = await signInAs(broken.app, 'admin');
      const owner = await signInAs(broken.app, 'client');
      const id = await application(broken.app, editor.auth, owner.user.id);
      const before = await s3.objects();
      const response = await upload(id, 'contract.pdf', FILES.pdf, broken.app, editor.auth);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toMatchObject({ code: 'file_store_unavailable' });
      expect(response.json().detail).toMatch(/seconds/);
      const rows = await broken.app.db
        .select()
        .from(applicationAttachments)
        .where(eq(applicationAttachments.applicationId, id));
      expect(rows).toEqual([]);
      expect(await s3.objects()).toEqual(before);
      expect(await localUploads(broken.config.dataDir)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
