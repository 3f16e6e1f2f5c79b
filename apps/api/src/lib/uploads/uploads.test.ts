import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nameForType, sanitizeFileName } from './file-names.js';
import { dataDirWithUploads } from '../../test/stale-uploads.js';
import { receiveFile, STALE_UPLOAD_MS, sweepStaleUploads } from './received-file.js';

describe('sanitizeFileName', () => {
  it('keeps the last segment without controls, direction marks or reserved characters', () => {
    expect(sanitizeFileName('C:\\Users\\me\\تقرير.pdf')).toBe('تقرير.pdf');
    expect(sanitizeFileName('a/b/../c.txt')).toBe('c.txt');
    expect(sanitizeFileName('bad\u0000na\u202Eme<>:"|?*.txt')).toBe('badname.txt');
    expect(sanitizeFileName('  ..hidden.txt  ')).toBe('hidden.txt');
    expect(sanitizeFileName('name.txt...')).toBe('name.txt');
    expect(sanitizeFileName('\u0001\u0002')).toBe('file');
  });

  it('composes decomposed letters and shortens long names keeping the extension', () => {
    expect(sanitizeFileName('cafe\u0301.pdf')).toBe('caf\u00e9.pdf');
    const long = sanitizeFileName(`${'ع'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('ع.docx')).toBe(true);
  });
});

describe('receiveFile', () => {
  it('leaves no file behind when the source fails, even before the file is opened', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-receive-'));
    try {
      // Many at once keep the file system's threads busy, so that some sources fail while
      // their file is still being opened.
      const results = await Promise.allSettled(
        Array.from({ length: 300 }, (_, i) =>
          receiveFile(
            dir,
            new Readable({
              read() {
                if (i % 2) this.push(Buffer.from('%PDF-1.4'));
                this.destroy(new Error('the client went away'));
              },
            }),
          ),
        ),
      );
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('nameForType', () => {
  it('adds a missing extension and refuses one of another type', () => {
    expect(nameForType('scan', 'image/png')).toBe('scan.png');
    expect(nameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameForType('photo.png', 'image/jpeg')).toBeUndefined();
    expect(nameForType('image.svg', 'text/plain')).toBeUndefined();
  });
});

describe('sweepStaleUploads', () => {
  it('removes only unfinished uploads older than the limit', async () => {
    const now = Date.now();
    const { dataDir, dir, stored, fresh } = await dataDirWithUploads(now);
    try {
      expect(await sweepStaleUploads([dir], now)).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(['.keep', fresh, stored].sort());
      expect(await sweepStaleUploads([dir], now)).toBe(0);
      // Later, the upload that was fresh has become stale too.
      expect(await sweepStaleUploads([dir], now + STALE_UPLOAD_MS + 60_000)).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('finds nothing to do without the directory', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-sweep-'));
    expect(await sweepStaleUploads([path.join(dataDir, 'uploads')])).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });
});
