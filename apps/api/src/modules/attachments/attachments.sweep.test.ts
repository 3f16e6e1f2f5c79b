import { randomUUID } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../lib/file-store/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { FILES } from '../../test/attachment-files.js';
import { attachFile, createApplication, signInAs } from '../../test/factories.js';
import { STALE_UPLOAD_MS } from '../../lib/uploads/received-file.js';
import { attachmentDir } from './attachments.files.js';
import { sweepOrphanedAttachments } from './attachments.sweep.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sweepOrphanedAttachments', () => {
  it('removes stored files no row names once old enough, never an attachment', async () => {
    const editor = await signInAs(t.app, 'editor');
    const client = await signInAs(t.app, 'client');
    const created = await createApplication(t.app, editor, {
      title: 'Sweep',
      client: client.user.id,
    });
    const id = created.id;
    const kept = await attachFile(t.app, editor.auth, id, 'kept.pdf', FILES.pdf);
    const deleted = await attachFile(t.app, editor.auth, id, 'deleted.pdf', FILES.pdf);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/attachments/${deleted.id}/`,
      headers: editor.auth,
    });
    expect(removal.statusCode).toBe(204);

    const { dataDir } = t.config;
    const dir = attachmentDir(dataDir);
    const stored = await readdir(dir);
    const now = Date.now();
    const old = new Date(now - STALE_UPLOAD_MS - 60_000);
    // Every file looks old: age alone must not remove an attachment's file.
    for (const name of stored) await utimes(path.join(dir, name), old, old);
    const orphan = randomUUID();
    const young = randomUUID();
    await writeFile(path.join(dir, orphan), 'left by a killed upload');
    await utimes(path.join(dir, orphan), old, old);
    await writeFile(path.join(dir, young), 'an upload about to commit');

    const files = createFileStore({ dataDir });
    expect(await sweepOrphanedAttachments(t.app.db, files, dataDir, now)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([...stored, young].sort());
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/attachments/${kept.id}/download/`,
      headers: editor.auth,
    });
    expect(download.statusCode).toBe(200);
    // An hour later the young one is an orphan too.
    const later = now + STALE_UPLOAD_MS + 60_000;
    expect(await sweepOrphanedAttachments(t.app.db, files, dataDir, later)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(stored.sort());
  });
});
