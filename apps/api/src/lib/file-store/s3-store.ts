import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, FileStoreError, type FileStore, type StoredObject } from './file-store.js';

/** FILE_STORE=s3 and its S3_* variables, checked by `loadConfig`. */
export type S3StoreConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible servers (MinIO, Ceph, …); unset means AWS. */
  endpoint?: string;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Put before every key, empty or ending in `/`. */
  prefix: string;
};

/** Parts of a multipart upload (S3's minimum); `QUEUE` of them are sent at once. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;

// Only a missing object: a missing bucket is a misconfiguration, not a file that is not there.
const missing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

const failed = (action: string, key: string, error: unknown) =>
  new FileStoreError(`S3 ${action} of ${key} failed: ${(error as Error).message}`, {
    cause: error,
  });

/** Objects in an S3-compatible bucket, under `prefix`, through AWS SDK v3. */
export function s3FileStore(config: S3StoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's
    // default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${checkKey(key)}`;

  const put = async (key: string, source: Readable, contentType?: string) => {
    // A single PUT below one part, a multipart upload above: either way the object appears
    // only when S3 completes it, and a failed multipart upload is aborted (its parts dropped).
    const upload = new Upload({
      client,
      params: { Bucket, Key: objectKey(key), Body: source, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.destroy();
      throw failed('upload', key, error);
    }
  };

  return {
    kind: 's3',
    put: (key, source, options) => put(key, source, options?.contentType),
    async putFile(key, file, options) {
      await put(key, createReadStream(file), options?.contentType);
      await rm(file, { force: true });
    },
    async get(key): Promise<StoredObject | undefined> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('no body stream');
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return undefined;
        throw failed('download', key, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!missing(error)) throw failed('delete', key, error);
      }
    },
    async list(prefix) {
      const folder = `${config.prefix}${checkKey(prefix)}/`;
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }),
          );
          for (const item of page.Contents ?? []) {
            if (item.Key) keys.push(item.Key.slice(config.prefix.length));
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw failed('list', prefix, error);
      }
      return keys.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
