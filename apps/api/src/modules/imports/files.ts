import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_FILE_DAYS } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import { extensionOf, type ReceivedFile } from '../applications/attachments.files.js';
import { officeTypeOf } from '../applications/ooxml.js';
import { csvEncoding, isCsvText } from './csv-format.js';
import { listExpiredFiles, updateImport } from './imports.repository.js';
import { importDir } from './run-deps.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 86_400_000;

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
  if (zip) return (await officeTypeOf(file.path)) === XLSX_TYPE ? 'xlsx' : undefined;
  if (!['.csv', '.txt'].includes(extensionOf(fileName))) return undefined;
  return (await isCsvText(file.path, csvEncoding(file.head, file.text))) ? 'csv' : undefined;
}

/** Moves a received file to its storage key; returns the key. */
export async function keepImportFile(dataDir: string, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await rename(file.path, path.join(importDir(dataDir), key));
  return key;
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
