import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar, TAR_END, tarHeader, TarFormatError, tarPadding } from './tar.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-tar-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const longName = `files/uploads/branding/${'a'.repeat(64)}/${'b'.repeat(90)}.png`;
const entries = [
  { name: 'backup.json', data: Buffer.from('{"a":1}\n') },
  { name: 'files/uploads/attachments/empty', data: Buffer.alloc(0) },
  { name: 'files/uploads/attachments/exact-block', data: randomBytes(1024) },
  { name: longName, data: randomBytes(70_001) },
];

function archiveOf(list: { name: string; data: Buffer }[]): Buffer {
  const parts = list.flatMap(({ name, data }) => [
    tarHeader({ name, size: data.length, mode: 0o640, mtime: new Date('2026-01-02T03:04:05Z') }),
    data,
    tarPadding(data.length),
  ]);
  return Buffer.concat([...parts, TAR_END]);
}

async function read(archive: Buffer, chunkSize = 777) {
  async function* chunks() {
    for (let i = 0; i < archive.length; i += chunkSize) yield archive.subarray(i, i + chunkSize);
  }
  const out: { name: string; data: Buffer; mode: number }[] = [];
  for await (const entry of readTar(chunks())) {
    const parts: Buffer[] = [];
    for await (const part of entry.body) parts.push(part);
    out.push({ name: entry.name, data: Buffer.concat(parts), mode: entry.mode });
  }
  return out;
}

describe('tar', () => {
  it('writes what the system tar reads, long names included', async () => {
    const file = path.join(dir, 'ours.tar');
    await writeFile(file, archiveOf(entries));
    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(entries.map((e) => e.name));
    const out = path.join(dir, 'out');
    await mkdir(out);
    execFileSync('tar', ['-xf', file, '-C', out]);
    for (const entry of entries) {
      expect((await readFile(path.join(out, entry.name))).equals(entry.data)).toBe(true);
    }
  });

  it('reads its own archives and the system tar’s, in any chunking', async () => {
    expect(await read(archiveOf(entries), 1)).toEqual(entries.map((e) => ({ ...e, mode: 0o640 })));
    const src = path.join(dir, 'src');
    await mkdir(path.join(src, 'a'), { recursive: true });
    await writeFile(path.join(src, 'a', 'one.bin'), entries[3]!.data);
    const file = path.join(dir, 'theirs.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', src, 'a/one.bin']);
    const theirs = await read(await readFile(file), 4096);
    expect(theirs.map((e) => e.name)).toEqual(['a/one.bin']);
    expect(theirs[0]!.data.equals(entries[3]!.data)).toBe(true);
  });

  it('refuses a damaged header, a cut archive, garbage after the end and a directory', async () => {
    const good = archiveOf(entries);
    const damaged = Buffer.from(good);
    const at = 512 + 1024 + 10; // inside a later header's name
    damaged[at] = damaged[at]! ^ 0xff;
    await expect(read(damaged)).rejects.toThrow(/checksum/);
    await expect(read(good.subarray(0, good.length - 2000))).rejects.toThrow(TarFormatError);
    await expect(read(good.subarray(0, 700))).rejects.toThrow(/ends in the middle/);
    await expect(read(Buffer.concat([good, Buffer.from('x')]))).rejects.toThrow(/after its end/);
    const file = path.join(dir, 'dir.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', dir, 'src']);
    await expect(read(await readFile(file))).rejects.toThrow(/not a regular file/);
  });

  it('refuses a name no ustar header can hold', () => {
    expect(() =>
      tarHeader({ name: 'x'.repeat(101), size: 1, mode: 0o600, mtime: new Date() }),
    ).toThrow(/too long/);
  });
});
