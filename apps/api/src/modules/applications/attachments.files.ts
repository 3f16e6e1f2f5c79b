import { once } from 'node:events';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_FILE_NAME_MAX_LENGTH,
  ATTACHMENT_TYPES,
  type AttachmentContentType,
} from '@mutabaa/shared';
import { temporaryName, uploadsDir, type FileStore } from '../../lib/file-store/index.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.js';
import { officeTypeOf } from './ooxml.js';

/** What streaming an upload to disk learnt about it, without holding it in memory. */
export type ReceivedFile = {
  /** Temporary file in the attachment directory, to be renamed or removed. */
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for the signature. */
  head: Buffer;
  /** Valid UTF-8 without NUL bytes: a text file. */
  text: boolean;
};

const HEAD_BYTES = 16;
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The folder of attachments in the file store, and on the disk where uploads are received. */
const FOLDER = 'attachments';

export function attachmentDir(dataDir: string): string {
  return path.join(uploadsDir(dataDir), FOLDER);
}

/** The file store key of a stored attachment, or undefined for a key the store never gives. */
export function attachmentKey(storageKey: string): string | undefined {
  return STORAGE_KEY.test(storageKey) ? `${FOLDER}/${storageKey}` : undefined;
}

const TEMPORARY = /^\.upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;
/** An upload still being written is never this old (10 MB at the slowest accepted pace). */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files of uploads that a stopped process left unfinished (attachments and
 * logos), once they are older than `maxAgeMs` (so another instance's upload in progress is left
 * alone). Stored files are never touched. Returns how many were removed.
 */
export async function sweepStaleUploads(
  dataDir: string,
  now = Date.now(),
  maxAgeMs = STALE_UPLOAD_MS,
): Promise<number> {
  let removed = 0;
  for (const dir of [attachmentDir(dataDir), path.join(uploadsDir(dataDir), 'branding')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!TEMPORARY.test(name)) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Streams `source` into a temporary file on the local disk, next to the locally stored ones (so
 * that the local store's final rename stays on one file system), hashing it and checking for
 * text on the way. The temporary file is removed when the stream fails. `dir` is where it goes
 * (attachments' unless told).
 */
export async function receiveFile(
  dataDir: string,
  source: Readable,
  dir = attachmentDir(dataDir),
): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = path.join(dir, temporaryName());
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const heads: Buffer[] = [];
  let size = 0;
  let text = true;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) heads.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      if (text) {
        try {
          text = !chunk.includes(0);
          decoder.decode(chunk, { stream: true });
        } catch {
          text = false;
        }
      }
      done(null, chunk);
    },
  });
  const sink = createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await pipeline(source, inspect, sink);
    if (text) {
      try {
        decoder.decode();
      } catch {
        text = false;
      }
    }
  } catch (error) {
    // A source that fails at once can fail before the file is even opened: the stream opens it
    // all the same, then closes it. Removed before that, it would be created after.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  return { path: temporary, size, sha256: hash.digest('hex'), head: Buffer.concat(heads), text };
}

/**
 * Moves a received, already checked file into the store under a new storage key; returns the
 * key. Checking first on the local disk is what keeps a refused file out of the store: the
 * Word and Excel check reads the ZIP's central directory at the end of the file, which a
 * stream to S3 could only give after the object exists, and S3 has no rename to publish a
 * temporary key with (a copy would write every byte twice). S3 then receives the file
 * streamed from disk, so memory holds a few 5 MB parts whatever the size.
 */
export async function storeReceived(files: FileStore, file: ReceivedFile): Promise<string> {
  const key = randomUUID();
  await files.putFile(`${FOLDER}/${key}`, file.path);
  return key;
}

const startsWith = (data: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * The content type from the bytes, never from the declared name or type: PDF, PNG, JPEG, WebP,
 * GIF, DOCX and XLSX (by their package structure, `ooxml.ts`), else text (valid UTF-8 without NUL
 * bytes) as CSV or plain text by the name. Anything else, SVG included unless named as text
 * (it is then only ever served as a text download), is undefined.
 */
export async function detectAttachmentType(
  file: ReceivedFile,
  fileName: string,
): Promise<AttachmentContentType | undefined> {
  const { head } = file;
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'image/gif';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeTypeOf(file.path);
  if (file.text) return extensionOf(fileName) === '.csv' ? 'text/csv' : 'text/plain';
  return undefined;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

// Controls, bidirectional overrides (they can disguise an extension) and characters that no
// file system accepts in a name.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g;

/**
 * The declared name made safe to store and to offer back: the last path segment, without
 * control or direction characters, trimmed, at most 255 characters with the extension kept;
 * `file` when nothing is left.
 */
export function sanitizeFileName(declared: string): string {
  const base = declared.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  name = name.replace(/[.\s]+$/, '');
  if (!name) return 'file';
  const chars = [...name];
  if (chars.length <= ATTACHMENT_FILE_NAME_MAX_LENGTH) return name;
  const extension = [...extensionOf(name)];
  const stem = chars.slice(0, chars.length - extension.length);
  return [...stem.slice(0, ATTACHMENT_FILE_NAME_MAX_LENGTH - extension.length), ...extension].join(
    '',
  );
}

/**
 * The stored name: a name without an extension gets the type's; one whose extension belongs
 * to another type is refused (undefined), so a name never claims a type its bytes are not.
 */
export function nameForType(name: string, type: AttachmentContentType): string | undefined {
  const allowed: readonly string[] = ATTACHMENT_TYPES[type];
  const extension = extensionOf(name);
  if (!extension) {
    const withExtension = `${name}${allowed[0]}`;
    return [...withExtension].length <= ATTACHMENT_FILE_NAME_MAX_LENGTH
      ? withExtension
      : sanitizeFileName(withExtension);
  }
  return allowed.includes(extension) ? name : undefined;
}
