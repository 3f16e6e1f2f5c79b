import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { readTar, TAR_END, tarHeader, TarFormatError, tarPadding } from './tar.js';

// A backup archive is a gzip-compressed ustar file (`tar tzf` lists it):
//   backup.json          what made it, and when (first)
//   database/pgdata.tar  the embedded database's data directory as PGlite dumps it
//   files/jwt-secret     the generated signing key, when there is one
//   files/uploads/...    attachments, logos and import files, as under DATA_DIR/uploads
//   checksums.json       size and SHA-256 of every entry above (last)
// The last entry is what tells a complete archive from a cut one, whatever the cut.

export const FORMAT = 'mutabaa-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'backup.json';
export const DATABASE_ENTRY = 'database/pgdata.tar';
export const CHECKSUMS_ENTRY = 'checksums.json';
export const FILES_PREFIX = 'files/';

export type BackupManifest = {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  app_version: string;
  pglite_version: string;
  /** The running app answered the snapshot, or the command opened a stopped data directory. */
  source: 'running-app' | 'data-directory';
};

export type ArchiveEntry = {
  name: string;
  size: number;
  mode: number;
  mtime: Date;
  /** Exactly `size` bytes. */
  body(): AsyncIterable<Buffer>;
};

type Checksums = Record<string, { size: number; sha256: string }>;

/** The archive is damaged, cut short or not a backup: nothing of it may be used. */
export class ArchiveError extends Error {}

/** A file under DATA_DIR as an archive entry named `files/<relative path>`. */
export function fileEntry(
  relative: string,
  file: string,
  info: { size: number; mode: number; mtime: Date },
): ArchiveEntry {
  return {
    name: `${FILES_PREFIX}${relative.split(path.sep).join('/')}`,
    size: info.size,
    mode: info.mode & 0o777,
    mtime: info.mtime,
    body: () => createReadStream(file),
  };
}

/**
 * Writes `manifest`, `entries` and their checksums to `out` (mode 0600: the archive holds the
 * signing key and every user's data). Written aside and renamed, so a failed backup never
 * leaves a file that looks like one.
 */
export async function writeArchive(
  out: string,
  manifest: BackupManifest,
  entries: AsyncIterable<ArchiveEntry>,
): Promise<void> {
  const checksums: Checksums = {};
  async function* stream(): AsyncGenerator<Buffer> {
    const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
    const inline = (name: string, data: Buffer): ArchiveEntry => ({
      name,
      size: data.length,
      mode: 0o600,
      mtime: new Date(),
      body: async function* () {
        yield data;
      },
    });
    async function* one(entry: ArchiveEntry) {
      // What restore would refuse is refused now, not found out on the day it is needed.
      const index = entry.name === MANIFEST_ENTRY || entry.name === CHECKSUMS_ENTRY;
      if (!index && !targetOf('.', entry.name)) {
        throw new Error(`${entry.name}: a name a backup cannot hold`);
      }
      const hash = createHash('sha256');
      let written = 0;
      yield tarHeader(entry);
      for await (const chunk of entry.body()) {
        written += chunk.length;
        if (written > entry.size) break;
        hash.update(chunk);
        yield chunk;
      }
      if (written !== entry.size) {
        throw new Error(
          `${entry.name} changed while it was copied (${written} of ${entry.size} bytes)`,
        );
      }
      yield tarPadding(entry.size);
      checksums[entry.name] = { size: entry.size, sha256: hash.digest('hex') };
    }
    yield* one(inline(MANIFEST_ENTRY, json(manifest)));
    for await (const entry of entries) yield* one(entry);
    yield* one(inline(CHECKSUMS_ENTRY, json(checksums)));
    yield TAR_END;
  }
  const temporary = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.partial`);
  const sink = createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await pipeline(Readable.from(stream()), createGzip(), sink);
    await rename(temporary, out);
  } catch (error) {
    // A source that fails at once can end the pipeline before the file is even opened: the
    // file is removed once the stream has closed, or it would appear after the removal.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

// One segment of a stored file's path: no hidden names, so no "." or "..", no separators.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Where an archive entry goes under `dir`, or undefined for a name a backup never has. */
function targetOf(dir: string, name: string): string | undefined {
  if (name === DATABASE_ENTRY) return path.join(dir, DATABASE_ENTRY);
  if (!name.startsWith(FILES_PREFIX)) return undefined;
  const segments = name.slice(FILES_PREFIX.length).split('/');
  const [first, ...rest] = segments;
  const known =
    (first === 'jwt-secret' && rest.length === 0) ||
    (first === 'uploads' && rest.length > 0 && rest.every((s) => SEGMENT.test(s)));
  return known ? path.join(dir, ...segments) : undefined;
}

function damaged(reason: string): ArchiveError {
  return new ArchiveError(reason);
}

/** An index entry's JSON, with the size and hash its checksum is checked against. */
async function readJson(body: AsyncIterable<Buffer>, max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw damaged('an index entry is far too large');
    chunks.push(chunk);
  }
  const data = Buffer.concat(chunks);
  const sum = { size, sha256: createHash('sha256').update(data).digest('hex') };
  try {
    return { value: JSON.parse(data.toString('utf8')) as unknown, sum };
  } catch {
    throw damaged('an index entry is not valid JSON');
  }
}

function checkManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (manifest?.format !== FORMAT || typeof manifest.version !== 'number') {
    throw damaged('it is not a Mutabaa backup');
  }
  if (manifest.version > FORMAT_VERSION) {
    throw new ArchiveError(
      `it was made by a newer Mutabaa (backup format ${manifest.version}; this one reads ${FORMAT_VERSION}): update Mutabaa first`,
    );
  }
  return manifest as BackupManifest;
}

/** Writes one entry's bytes to the new file `target`; returns their size and hash. */
async function writeEntry(
  target: string,
  entry: { size: number; body: AsyncIterable<Buffer> },
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  // Whatever mode the archive gives (an older backup's 0644), DATA_DIR stays its owner's.
  const handle = await open(target, 'wx', PRIVATE_FILE_MODE);
  try {
    for await (const chunk of entry.body) {
      hash.update(chunk);
      for (let offset = 0; offset < chunk.length;) {
        offset += (await handle.write(chunk, offset)).bytesWritten;
      }
    }
  } finally {
    await handle.close();
  }
  return { size: entry.size, sha256: hash.digest('hex') };
}

/**
 * Unpacks a backup archive into the empty directory `dir`: the database's dump to
 * `dir/database/pgdata.tar`, the files to `dir/jwt-secret` and `dir/uploads/...`. Checks every
 * entry against the checksums at the end; throws ArchiveError when the archive is damaged, cut
 * short or not a backup (what was unpacked is then the caller's to remove).
 */
export async function extractArchive(
  file: string,
  dir: string,
): Promise<{ manifest: BackupManifest; files: number }> {
  let manifest: BackupManifest | undefined;
  let checksums: Checksums | undefined;
  let ended = false;
  const seen: Checksums = {};
  // Read and written one step after another, never as streams running on their own: when
  // anything fails, nothing is still writing into `dir` as the caller removes it.
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const entry of readTar(gunzip)) {
      if (ended) throw damaged(`${CHECKSUMS_ENTRY} is not its last entry`);
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY) throw damaged('it is not a Mutabaa backup');
        const { value, sum } = await readJson(entry.body, 65536);
        manifest = checkManifest(value);
        seen[MANIFEST_ENTRY] = sum;
        continue;
      }
      if (entry.name === CHECKSUMS_ENTRY) {
        checksums = (await readJson(entry.body, 64 * 1024 * 1024)).value as Checksums;
        ended = true;
        continue;
      }
      const target = targetOf(dir, entry.name);
      if (!target) throw damaged(`it holds an unexpected entry, ${JSON.stringify(entry.name)}`);
      if (seen[entry.name]) throw damaged(`it holds ${entry.name} twice`);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      seen[entry.name] = await writeEntry(target, entry);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if (error instanceof TarFormatError) throw damaged(`it is damaged (${error.message})`);
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'Z_BUF_ERROR') throw damaged('it ends early (cut short while copied?)');
    if (code === 'Z_DATA_ERROR')
      throw damaged(`it is not intact gzip data (${(error as Error).message})`);
    throw error;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (!manifest) throw damaged('it is empty');
  if (!ended) throw damaged(`it ends before its ${CHECKSUMS_ENTRY} (cut short?)`);
  if (!checksums || typeof checksums !== 'object' || Array.isArray(checksums)) {
    throw damaged(`its ${CHECKSUMS_ENTRY} is not a list of checksums`);
  }
  const expected = checksums;
  for (const [name, sum] of Object.entries(expected)) {
    const got = seen[name];
    if (!got) throw damaged(`${name} is missing`);
    if (got.size !== sum?.size || got.sha256 !== sum.sha256) throw damaged(`${name} is damaged`);
  }
  const extra = Object.keys(seen).find((name) => !expected[name]);
  if (extra) throw damaged(`${extra} is not in its checksums`);
  if (!seen[DATABASE_ENTRY]) throw damaged('it holds no database');
  const stored = Object.keys(seen).filter((name) => name.startsWith(`${FILES_PREFIX}uploads/`));
  return { manifest, files: stored.length };
}
