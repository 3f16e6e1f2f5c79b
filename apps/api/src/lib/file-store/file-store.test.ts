import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../../test/s3-server.js';
import {
  FileStoreError,
  localFileStore,
  s3FileStore,
  type FileStore,
  type StoredObject,
} from './index.js';

const MB = 1024 * 1024;

/** `size` bytes of a repeatable pattern in 64 KiB chunks, failing after `failAfter` bytes if given. */
function source(size: number, seed = 1, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(64 * 1024, size - sent);
      const chunk = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) chunk[i] = (sent + i + seed) % 251;
      sent += length;
      this.push(chunk);
    },
  });
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

const expected = (size: number, seed = 1) => digestOf(source(size, seed));

async function read(object: StoredObject | undefined) {
  expect(object).toBeDefined();
  const read = await digestOf(object!.body);
  expect(read.size).toBe(object!.size);
  return read;
}

/** Files under `dir`, dot files (unfinished writes) included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

type Subject = {
  store: FileStore;
  /** Everything the store's backing keeps, however it is named. */
  everything(): Promise<string[]>;
};

let s3: TestS3;
let localRoot: string;
let scratch: string;
const subjects: Record<string, Subject> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-store-'));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-scratch-'));
  subjects.local = { store: localFileStore(localRoot), everything: () => filesUnder(localRoot) };
  subjects.s3 = { store: s3FileStore(s3.config), everything: () => s3.objects() };
});
afterAll(async () => {
  for (const subject of Object.values(subjects)) await subject.store.close();
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (name) => {
  const subject = () => subjects[name]!;
  const store = () => subject().store;
  let n = 0;
  const key = (folder = 'attachments') => `${folder}/${name}-${(n += 1)}`;

  it('puts a stream and gives it back streamed, byte for byte', async () => {
    const small = key();
    await store().put(small, source(1000));
    expect(await read(await store().get(small))).toEqual(await expected(1000));
    // Over one 5 MB part: a multipart upload on S3.
    const large = key();
    await store().put(large, source(12 * MB + 7, 3));
    expect(await read(await store().get(large))).toEqual(await expected(12 * MB + 7, 3));
    expect(await store().list('attachments')).toEqual(expect.arrayContaining([small, large]));
  });

  it('moves a local file in, leaving no copy behind', async () => {
    const file = path.join(scratch, `${name}.bin`);
    const data = Buffer.from('a received and checked upload');
    await writeFile(file, data);
    const target = key('branding');
    await store().putFile(target, file, { contentType: 'text/plain' });
    await expect(stat(file)).rejects.toThrow();
    const object = await store().get(target);
    expect(object?.size).toBe(data.length);
    expect(Buffer.concat(await object!.body.toArray())).toEqual(data);
  });

  it('deletes; a missing object is a clean "not there"', async () => {
    const target = key();
    await store().put(target, source(10));
    await store().delete(target);
    expect(await store().get(target)).toBeUndefined();
    expect(await store().list('attachments')).not.toContain(target);
    await store().delete(target);
    expect(await store().get(`attachments/${name}-never-stored`)).toBeUndefined();
    expect(await store().list('nothing-here')).toEqual([]);
  });

  it('leaves nothing behind when the source fails, small or multipart', async () => {
    const before = await subject().everything();
    const small = key();
    await expect(store().put(small, source(1 * MB, 1, 200_000))).rejects.toThrow();
    const large = key();
    await expect(store().put(large, source(12 * MB, 1, 7 * MB))).rejects.toThrow();
    expect(await store().get(small)).toBeUndefined();
    expect(await store().get(large)).toBeUndefined();
    expect(await subject().everything()).toEqual(before);
  });

  it('keeps the old object when a replacement fails', async () => {
    const target = key();
    await store().put(target, source(3000, 5));
    await expect(store().put(target, source(3000, 9, 1000))).rejects.toThrow();
    expect(await read(await store().get(target))).toEqual(await expected(3000, 5));
  });

  it('refuses keys it never makes', async () => {
    for (const bad of ['../etc/passwd', 'attachments/../../x', '/abs', 'a//b', 'A/B', '']) {
      await expect(store().get(bad), bad).rejects.toThrow(/not a file store key/);
    }
  });
});

describe('the S3 file store', () => {
  it('keeps every key under S3_PREFIX', async () => {
    const store = s3FileStore({ ...s3.config, prefix: 'tenant-a/files/' });
    try {
      await store.put('attachments/prefixed', source(100));
      expect(await s3.objects()).toContain('tenant-a/files/attachments/prefixed');
      expect(await store.list('attachments')).toEqual(['attachments/prefixed']);
      expect(await read(await store.get('attachments/prefixed'))).toEqual(await expected(100));
      await store.delete('attachments/prefixed');
      expect(await s3.objects()).not.toContain('tenant-a/files/attachments/prefixed');
    } finally {
      await store.close();
    }
  });

  it('says FileStoreError when S3 refuses (no such bucket) or cannot be reached', async () => {
    const before = await s3.objects();
    const missing = s3FileStore({ ...s3.config, bucket: 'no-such-bucket' });
    const unreachable = s3FileStore({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    try {
      for (const store of [missing, unreachable]) {
        await expect(store.put('attachments/x', source(100))).rejects.toBeInstanceOf(
          FileStoreError,
        );
        await expect(store.list('attachments')).rejects.toBeInstanceOf(FileStoreError);
      }
      await expect(missing.get('attachments/x')).rejects.toBeInstanceOf(FileStoreError);
    } finally {
      await missing.close();
      await unreachable.close();
    }
    expect(await s3.objects()).toEqual(before);
  });
});
