import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TImport } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { csvText, uploadImport, waitForImport, xlsxFile } from '../../test/imports.js';
import { removeUnnamedImportFiles } from './files.js';
import { importDir } from './run-deps.js';

const {
  t,
  sessions: [editor, otherEditor],
} = testCast(['editor', 'editor']);

async function upload(fileName: string, data: Buffer, session = editor): Promise<TImport> {
  const response = await uploadImport(t.app, session, fileName, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TImport>();
}

const csv = (title: string) =>
  Buffer.from(
    csvText([
      ['Title', 'Notes'],
      [title, 'x'],
    ]),
  );
const importFiles = async () => (await readdir(importDir(t.config.dataDir))).sort();

describe('the name of an uploaded file', () => {
  it('is kept shortened to 255 characters with its extension, Arabic or Latin', async () => {
    for (const [stem, extension] of [
      ['ط'.repeat(296), '.csv'],
      ['a'.repeat(295), '.xlsx'],
    ] as const) {
      const data =
        extension === '.csv' ? csv('long name') : await xlsxFile({ Sheet1: [['Title'], ['long']] });
      const uploaded = await upload(`${stem}${extension}`, data);
      expect([...uploaded.file_name]).toHaveLength(255);
      expect(uploaded.file_name).toBe(`${stem.slice(0, 255 - extension.length)}${extension}`);
      // A CSV file's one sheet is named after it, as short as a sheet name is kept.
      if (extension === '.csv') expect(uploaded.sheet).toBe(stem.slice(0, 100));
      // The check reads the kept file under the kept name and finds the same sheet.
      const check = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/import/${uploaded.id}/check/`,
        headers: editor.auth,
        payload: { mapping: { Title: 'title' } },
      });
      expect(check.statusCode, check.body).toBe(202);
      const checked = await waitForImport(t.app, editor, uploaded.id, ['checked', 'failed']);
      expect(checked.status).toBe('checked');
      expect(checked.valid_rows + checked.error_rows).toBe(1);
    }
  });

  it('loses its folders, control and direction characters', async () => {
    const uploaded = await upload('C:\\reports\\me/\u202Ev\u0000sc.csv', csv('clean name'));
    expect(uploaded.file_name).toBe('vsc.csv');
  });
});

describe('an upload whose row cannot be written', () => {
  it('leaves no file behind', async () => {
    // The database refuses this one name: the file is already kept when the insert fails.
    await t.app.db.execute(
      sql`alter table imports add constraint refuse_name check (file_name <> 'refused.csv')`,
    );
    try {
      const before = await importFiles();
      const response = await uploadImport(t.app, editor, 'refused.csv', csv('refused'));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await importFiles()).toEqual(before);
    } finally {
      await t.app.db.execute(sql`alter table imports drop constraint refuse_name`);
    }
  });
});

describe('the sweep of the import folder', () => {
  it('removes old files no import names; keeps named ones and fresh ones', async () => {
    const dir = importDir(t.config.dataDir);
    const named = await upload('named.csv', csv('named'));
    const [row] = (
      (await t.app.db.execute(
        sql`select storage_key from imports where id = ${named.id}`,
      )) as unknown as { rows: { storage_key: string }[] }
    ).rows;
    const namedKey = row!.storage_key;
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    const unnamed = ['6f1d2c1e-0000-4000-8000-000000000001', '.upload-left-over.tmp'];
    for (const name of unnamed) {
      await writeFile(path.join(dir, name), 'left behind');
      await utimes(path.join(dir, name), twoHoursAgo, twoHoursAgo);
    }
    await utimes(path.join(dir, namedKey), twoHoursAgo, twoHoursAgo);
    const fresh = '6f1d2c1e-0000-4000-8000-000000000002';
    await writeFile(path.join(dir, fresh), 'between its rename and its insert');

    expect(await removeUnnamedImportFiles(t.app.db, t.config.dataDir, now)).toBe(2);
    const left = await importFiles();
    expect(left).toContain(namedKey);
    expect(left).toContain(fresh);
    for (const name of unnamed) expect(left).not.toContain(name);
  });
});

describe('already_imported', () => {
  it('counts only the caller’s own completed imports of the same bytes', async () => {
    const data = csv(`same bytes ${Date.now()}`);
    const first = await upload('mine.csv', data, editor);
    // Completed as a commit would leave it: only its status matters here.
    await t.app.db.execute(sql`update imports set status = 'completed' where id = ${first.id}`);

    const other = await upload('theirs.csv', data, otherEditor);
    expect(other.already_imported).toBeNull();
    const again = await upload('mine-again.csv', data, editor);
    expect(again.already_imported).toBe(first.id);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/import/',
      headers: otherEditor.auth,
    });
    const summaries = listed.json<{ results: { id: number; already_imported: number | null }[] }>();
    expect(summaries.results.find((s) => s.id === other.id)?.already_imported).toBeNull();
  });
});
