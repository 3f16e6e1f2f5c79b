import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_FILE_DAYS } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import { XLSX_CONTENT_TYPE } from '../../lib/content-types.js';
import { extensionOf } from '../../lib/uploads/file-names.js';
import { officeTypeOf } from '../../lib/uploads/ooxml.js';
import { STALE_UPLOAD_MS, type ReceivedFile } from '../../lib/uploads/received-file.js';
import { csvEncoding, isCsvText } from './csv-format.js';
import { listExpiredFiles, liveStorageKeys, updateImport } from './imports.repository.js';
import { importDir } from './run-deps.js';

const DAY_MS = 86_400_000;
/** File names looked up in one query by the sweep. */
const SWEEP_BATCH = 500;

/**
 * What the file is, from its bytes: an Excel workbook (by its package structure, whatever its
 * name), or a CSV file when named .csv or .txt and text with a separator in its first line
 * (see isCsvText; its encoding as csvEncoding finds it). Undefined for anything else.
 */
export async function importFormatOf(
  file: ReceivedFile,
  fileName: string,
): Promise<'xlsx' | 'csv' | undefined> {
  const zip = file.head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (zip) return (await officeTypeOf(file.path)) === XLSX_CONTENT_TYPE ? 'xlsx' : undefined;
  if (!['.csv', '.txt'].includes(extensionOf(fileName))) return undefined;
  return (await isCsvText(file.path, csvEncoding(file.head, file.text))) ? 'csv' : undefined;
}

/** Moves a received file to its storage key; returns the key. */
export async function keepImportFile(dataDir: string, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await rename(file.path, path.join(importDir(dataDir), key));
  return key;
}

/** Removes a kept file whose import row was never written. */
export async function removeImportFile(dataDir: string, key: string): Promise<void> {
  await rm(path.join(importDir(dataDir), key), { force: true });
}

/** Removes the files of imports older than IMPORT_FILE_DAYS; returns how many. */
export async function removeExpiredImportFiles(db: Db, dataDir: string, now = new Date()) {
  const expired = await listExpiredFiles(db, new Date(now.getTime() - IMPORT_FILE_DAYS * DAY_MS));
  for (const row of expired) {
    // Marked first: no committed row ever names a file that is gone (a backup relies on it;
    // see backup/snapshot.ts). A failure in between leaves only an unnamed file behind.
    await updateImport(db, row.id, { fileRemovedAt: now });
    await rm(path.join(importDir(dataDir), row.storageKey), { force: true });
  }
  return expired.length;
}

/**
 * Removes the files in the import folder that no import names (a row whose file is marked
 * removed does not name it): what a process stopped between keeping a file and writing its
 * row, or between marking a row and removing its file, or in the middle of receiving an
 * upload, left behind. Only files untouched for `graceMs` (an hour: an upload being received
 * keeps its file's time fresh, and a kept file's row follows within seconds), so that another
 * instance's upload between its rename and its insert is left alone. Returns how many.
 */
export async function removeUnnamedImportFiles(
  db: Db,
  dataDir: string,
  now = Date.now(),
  graceMs = STALE_UPLOAD_MS,
): Promise<number> {
  const dir = importDir(dataDir);
  const old: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs >= graceMs) old.push(name);
  }
  let removed = 0;
  for (let start = 0; start < old.length; start += SWEEP_BATCH) {
    const batch = old.slice(start, start + SWEEP_BATCH);
    const named = await liveStorageKeys(db, batch);
    for (const name of batch.filter((n) => !named.has(n))) {
      await rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
