import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createTestApp } from '../../test/app.js';
import { DOCX_PARTS, FILES, xlsxFile } from '../../test/attachment-files.js';
import { signInAs } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import {
  attachmentDir,
  nameForType,
  receiveFile,
  sanitizeFileName,
  STALE_UPLOAD_MS,
  sweepStaleUploads,
} from './attachments.files.js';

describe('sanitizeFileName', () => {
  it('keeps the last segment without controls, direction marks or reserved characters', () => {
    expect(sanitizeFileName('C:\\Users\\me\\تقرير.pdf')).toBe('تقرير.pdf');
    expect(sanitizeFileName('a/b/../c.txt')).toBe('c.txt');
    expect(sanitizeFileName('bad\u0000na\u202Eme<>:"|?*.txt')).toBe('badname.txt');
    expect(sanitizeFileName('  ..hidden.txt  ')).toBe('hidden.txt');
    expect(sanitizeFileName('name.txt...')).toBe('name.txt');
    expect(sanitizeFileName('\u0001\u0002')).toBe('file');
  });

  it('composes decomposed letters and shortens long names keeping the extension', () => {
    expect(sanitizeFileName('cafe\u0301.pdf')).toBe('caf\u00e9.pdf');
    const long = sanitizeFileName(`${'ع'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('ع.docx')).toBe(true);
  });
});

describe('receiveFile', () => {
  it('leaves no file behind when the source fails, even before the file is opened', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-receive-'));
    try {
      // Many at once keep the file system's threads busy, so that some sources fail while
      // their file is still being opened.
      const results = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) =>
          receiveFile(
            dir,
            new Readable({
              read() {
                if (i % 2) this.push(Buffer.from('%PDF-1.4'));
                this.destroy(new Error('the client went away'));
              },
            }),
            dir,
          ),
        ),
      );
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('nameForType', () => {
  it('adds a missing extension and refuses one of another type', () => {
    expect(nameForType('scan', 'image/png')).toBe('scan.png');
    expect(nameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameForType('photo.png', 'image/jpeg')).toBeUndefined();
    expect(nameForType('image.svg', 'text/plain')).toBeUndefined();
  });
});

/** A data directory with a stored file, a fresh and a stale unfinished upload, and a stray dot file. */
async function dataDirWithUploads(now: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-sweep-'));
  const dir = attachmentDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stored = randomUUID();
  const fresh = `.upload-${randomUUID()}.tmp`;
  const stale = `.upload-${randomUUID()}.tmp`;
  for (const name of [stored, fresh, stale, '.keep']) await writeFile(path.join(dir, name), 'x');
  const old = new Date(now - STALE_UPLOAD_MS - 60_000);
  for (const name of [stored, stale, '.keep']) await utimes(path.join(dir, name), old, old);
  return { dataDir, dir, stored, fresh, stale };
}

describe('sweepStaleUploads', () => {
  it('removes only unfinished uploads older than the limit', async () => {
    const now = Date.now();
    const { dataDir, dir, stored, fresh } = await dataDirWithUploads(now);
    try {
      expect(await sweepStaleUploads(dataDir, now)).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(['.keep', fresh, stored].sort());
      expect(await sweepStaleUploads(dataDir, now)).toBe(0);
      // Later, the upload that was fresh has become stale too.
      expect(await sweepStaleUploads(dataDir, now + STALE_UPLOAD_MS + 60_000)).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('finds nothing to do without an attachment directory', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-sweep-'));
    expect(await sweepStaleUploads(dataDir)).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs when the server starts', async () => {
    const { dataDir, dir, stored, fresh } = await dataDirWithUploads(Date.now());
    // No row names the stored file: a recent one is kept (another instance may be about to
    // commit it), an old one would go with the orphans (attachments.sweep.test.ts).
    const now = new Date();
    await utimes(path.join(dir, stored), now, now);
    const t = await createTestApp({ dataDir });
    try {
      expect((await readdir(dir)).sort()).toEqual(['.keep', fresh, stored].sort());
    } finally {
      await t.close();
    }
  });
});

describe('Office files through the upload endpoint', () => {
  const deflated = (parts: Record<string, string | Buffer>) => {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(parts)) zip.file(name, content);
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  };

  it('are accepted by their package structure, refused with 415 by their names alone', async () => {
    const t = await createTestApp();
    try {
      const admin = await signInAs(t.app, 'admin');
      const client = await signInAs(t.app, 'client');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/',
        headers: admin.auth,
        payload: {
          title: 'Files',
          transaction_type: 'license',
          priority: 'normal',
          client: client.user.id,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      const upload = (name: string, data: Buffer) => {
        const { payload, headers } = multipartFile('file', name, 'application/octet-stream', data);
        return t.app.inject({
          method: 'POST',
          url: `/api/transactions/${id}/attachments/`,
          headers: { ...admin.auth, ...headers, 'accept-language': 'ar' },
          payload,
        });
      };

      const docx = await deflated(DOCX_PARTS);
      for (const [name, data, type] of [
        [
          'letter.docx',
          docx,
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        [
          'sheet.xlsx',
          await xlsxFile(),
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
      ] as const) {
        const response = await upload(name, data);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
        expect(response.json()).toMatchObject({ file_name: name, content_type: type });
      }

      const bomb = await deflated({
        ...DOCX_PARTS,
        '[Content_Types].xml': Buffer.concat([
          Buffer.from(DOCX_PARTS['[Content_Types].xml']),
          Buffer.alloc(8 * 1024 * 1024, 0x20),
        ]),
      });
      for (const [name, data] of [
        ['names-only.docx', FILES.fakeDocx],
        [
          'names-only.xlsx',
          await deflated({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
        ],
        ['cut.docx', docx.subarray(0, docx.length - 30)],
        ['bomb.docx', bomb],
      ] as const) {
        const response = await upload(name, data);
        expect(response.statusCode, name).toBe(415);
        expect(response.json().code).toBe('unsupported_file_type');
        expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
      }
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${id}/attachments/`,
        headers: admin.auth,
      });
      expect(
        listed
          .json<{ file_name: string }[]>()
          .map((a) => a.file_name)
          .sort(),
      ).toEqual(['letter.docx', 'sheet.xlsx']);
    } finally {
      await t.close();
    }
  });
});
