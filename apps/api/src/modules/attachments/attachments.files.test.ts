import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createTestApp } from '../../test/app.js';
import { DOCX_PARTS, FILES, xlsxFile } from '../../test/attachment-files.js';
import { signInAs } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { dataDirWithUploads } from '../../test/stale-uploads.js';
import { attachmentDir } from './attachments.files.js';

describe('sweepStaleUploads', () => {
  it('runs when the server starts', async () => {
    const { dataDir, dir, stored, fresh } = await dataDirWithUploads(Date.now(), attachmentDir);
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
