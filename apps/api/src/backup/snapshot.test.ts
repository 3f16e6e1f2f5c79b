import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleSnapshots, storedFiles, takeSnapshot, uploadsOf } from './snapshot.js';

let dataDir: string;
let pglite: PGlite;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-snapshot-'));
  pglite = await PGlite.create(path.join(dataDir, 'db'));
  await pglite.exec('create table files (key text primary key)');
});
afterAll(async () => {
  await pglite?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const store = async (key: string, content: string) => {
  const file = path.join(uploadsOf(dataDir), key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
};

async function rowsOf(dump: Blob): Promise<string[]> {
  const copy = await PGlite.create({ loadDataDir: dump });
  try {
    return (await copy.query<{ key: string }>('select key from files order by key')).rows.map(
      (r) => r.key,
    );
  } finally {
    await copy.close();
  }
}

describe('takeSnapshot', () => {
  it('waits for a transaction in progress and keeps the files its rows name', async () => {
    await store('attachments/one', 'first');
    await pglite.query("insert into files values ('attachments/one')");
    let snapshot: Awaited<ReturnType<typeof takeSnapshot>> | undefined;
    await pglite.transaction(async (tx) => {
      await store('attachments/two', 'second');
      await tx.query("insert into files values ('attachments/two')");
      // Asked in the middle of the transaction, the snapshot is taken after its commit.
      void takeSnapshot(pglite, dataDir).then((taken) => (snapshot = taken));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(snapshot).toBeUndefined();
    });
    for (let i = 0; !snapshot && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(snapshot).toBeDefined();
    const { database, filesDir, release } = snapshot!;
    // The app deletes a file once its row is gone; the snapshot's copy stays.
    await rm(path.join(uploadsOf(dataDir), 'attachments/one'));
    await store('.upload-in-progress.tmp', 'partial');
    expect(await rowsOf(database)).toEqual(['attachments/one', 'attachments/two']);
    expect(await storedFiles(filesDir)).toEqual([
      path.join('attachments', 'one'),
      path.join('attachments', 'two'),
    ]);
    expect(await readFile(path.join(filesDir, 'attachments/one'), 'utf8')).toBe('first');
    // Snapshot folders and files being written are never stored files themselves.
    expect(await storedFiles(uploadsOf(dataDir))).toEqual([path.join('attachments', 'two')]);
    await release();
    expect(await storedFiles(filesDir)).toEqual([]);
  });

  it('removes the snapshot folders a stopped process left', async () => {
    const { filesDir } = await takeSnapshot(pglite, dataDir);
    await removeStaleSnapshots(dataDir);
    expect(await storedFiles(filesDir)).toEqual([]);
    expect(await storedFiles(uploadsOf(dataDir))).toEqual([path.join('attachments', 'two')]);
  });
});
