import type { Readable } from 'node:stream';

/** A stored object opened for reading: its bytes as a stream and its length. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where attachments and logos live: the local disk under `DATA_DIR/uploads` (default) or an
 * S3-compatible bucket. Keys are relative paths such as `attachments/<uuid>` or
 * `branding/<sha256>.png`. An object is visible only once it is complete: a failed write
 * leaves nothing under its key.
 */
export type FileStore = {
  readonly kind: 'local' | 's3';
  /** Streams `source` to `key`, replacing what was there; rejects, leaving nothing, on failure. */
  put(key: string, source: Readable, options?: { contentType?: string }): Promise<void>;
  /**
   * Moves the local file `file` to `key` (the disk renames it, S3 streams it up and the file is
   * removed afterwards). On failure the file is left for its owner to remove.
   */
  putFile(key: string, file: string, options?: { contentType?: string }): Promise<void>;
  /** Opens `key` for reading; undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes `key`; removing a missing object is no error. */
  delete(key: string): Promise<void>;
  /** The keys under the folder `prefix` (e.g. `attachments`), for maintenance and tests. */
  list(prefix: string): Promise<string[]>;
  close(): Promise<void>;
};

/** The store could not be reached or refused a request (S3 down, bad credentials, disk full). */
export class FileStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FileStoreError';
  }
}

// Keys are made by the app, never taken from a request: anything else is a bug, not input.
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) {
    throw new Error(`not a file store key: ${JSON.stringify(key)}`);
  }
  return key;
}
