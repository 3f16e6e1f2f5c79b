import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { temporaryName } from '../file-store/index.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';

/** What streaming an upload to disk learnt about it, without holding it in memory. */
export type ReceivedFile = {
  /** Temporary file in the directory it was received in, to be renamed or removed. */
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for the signature. */
  head: Buffer;
  /** Valid UTF-8 without NUL bytes: a text file. */
  text: boolean;
};

const HEAD_BYTES = 16;

const TEMPORARY = /^\.upload-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;
/** An upload still being written is never this old (10 MB at the slowest accepted pace). */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files of uploads that a stopped process left unfinished in `dirs`, once
 * they are older than `maxAgeMs` (so another instance's upload in progress is left alone).
 * Stored files are never touched. Returns how many were removed.
 */
export async function sweepStaleUploads(
  dirs: string[],
  now = Date.now(),
  maxAgeMs = STALE_UPLOAD_MS,
): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
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
 * Streams `source` into a temporary file in `dir` on the local disk (next to the locally stored
 * files, so that the local store's final rename stays on one file system), hashing it and
 * checking for text on the way. The temporary file is removed when the stream fails.
 */
export async function receiveFile(dir: string, source: Readable): Promise<ReceivedFile> {
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
