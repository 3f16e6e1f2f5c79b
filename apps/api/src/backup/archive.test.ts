import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_ENTRY,
  extractArchive,
  FORMAT,
  FORMAT_VERSION,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
} from './archive.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-archive-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const manifest: BackupManifest = {
  format: FORMAT,
  version: FORMAT_VERSION,
  created_at: '2026-11-25T00:00:00.000Z',
  app_version: '1.0.0',
  pglite_version: '0.5.16',
  source: 'data-directory',
};

const entry = (name: string, data: Buffer, size = data.length): ArchiveEntry => ({
  name,
  size,
  mode: 0o640,
  mtime: new Date(),
  body: async function* () {
    yield data;
  },
});

async function* entries(list: ArchiveEntry[]) {
  yield* list;
}

const database = Buffer.alloc(3000, 7);
const attachment = Buffer.from('%PDF-1.4 attachment');

describe('backup archive', () => {
  it('extracts what it wrote, each entry checked', async () => {
    const file = path.join(dir, 'good.tar.gz');
    await writeArchive(
      file,
      manifest,
      entries([
        entry(DATABASE_ENTRY, database),
        entry('files/jwt-secret', Buffer.from('secret')),
        entry('files/uploads/attachments/5d1c', attachment),
      ]),
    );
    const out = await mkdtemp(path.join(dir, 'out-'));
    expect(await extractArchive(file, out)).toEqual({ manifest, files: 1 });
    expect((await readFile(path.join(out, DATABASE_ENTRY))).equals(database)).toBe(true);
    expect(await readFile(path.join(out, 'uploads/attachments/5d1c'), 'utf8')).toBe(
      attachment.toString(),
    );
  });

  it('refuses to write a name restore would refuse, or an entry that changed size', async () => {
    for (const bad of ['files/uploads/../x', 'files/uploads/.hidden', 'files/other', 'db/x']) {
      const file = path.join(dir, 'bad.tar.gz');
      await expect(writeArchive(file, manifest, entries([entry(bad, attachment)]))).rejects.toThrow(
        /a name a backup cannot hold/,
      );
      await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    }
    await expect(
      writeArchive(
        path.join(dir, 'short.tar.gz'),
        manifest,
        entries([entry(DATABASE_ENTRY, database, database.length + 1)]),
      ),
    ).rejects.toThrow(/changed while it was copied/);
    // Nothing half-written is left beside the archive either.
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('finds a file whose bytes changed inside intact gzip and tar framing', async () => {
    const file = path.join(dir, 'tampered.tar.gz');
    await writeArchive(file, manifest, entries([entry(DATABASE_ENTRY, database)]));
    const tar = gunzipSync(await readFile(file));
    const at = tar.indexOf(database.subarray(0, 64));
    tar[at + 100] = 8;
    await writeFile(file, gzipSync(tar));
    await expect(extractArchive(file, await mkdtemp(path.join(dir, 'out-')))).rejects.toThrow(
      /database\/pgdata\.tar is damaged/,
    );
  });
});
