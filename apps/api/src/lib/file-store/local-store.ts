import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';
import { checkKey, type FileStore, type StoredObject } from './file-store.js';

/** The name of a file being written: `sweepStaleUploads` knows it, stored files never have it. */
export const temporaryName = () => `.upload-${randomUUID()}.tmp`;

/** Files under `root` (DATA_DIR/uploads), the key as the relative path: today's layout. */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  const put = async (key: string, source: Readable) => {
    const target = fileOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written aside and renamed: a reader sees the whole file or none.
    const temporary = path.join(path.dirname(target), temporaryName());
    try {
      await pipeline(
        source,
        createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      );
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    kind: 'local',
    put,
    async putFile(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        await rename(file, target);
      } catch (error) {
        // Another file system (a mounted uploads folder): copy, then drop the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const handle = await open(file, 'r');
        await put(key, handle.createReadStream());
        await rm(file, { force: true });
      }
    },
    async get(key): Promise<StoredObject | undefined> {
      const handle = await open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
        return { body: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        if ((error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const names = await readdir(fileOf(prefix), { withFileTypes: true }).catch(() => []);
      return names
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => `${prefix}/${entry.name}`)
        .sort();
    },
    async close() {},
  };
}
