import path from 'node:path';
import type { FileStore } from './file-store.js';
import { localFileStore } from './local-store.js';
import { s3FileStore, type S3StoreConfig } from './s3-store.js';

export { FileStoreError, type FileStore, type StoredObject } from './file-store.js';
export { localFileStore, temporaryName } from './local-store.js';
export { s3FileStore, type S3StoreConfig } from './s3-store.js';

/** The folder of the local store and of uploads being received before they are stored. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The store the configuration names: S3 when `s3` is set, else the data directory's disk. */
export function createFileStore(config: { dataDir: string; s3?: S3StoreConfig }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(uploadsDir(config.dataDir));
}
export { orStoreUnavailable } from './unavailable.js';
