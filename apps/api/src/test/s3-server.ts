import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../lib/file-store/index.js';

export type TestS3 = {
  /** A store configuration for the bucket, with `prefix` if given. */
  config: S3StoreConfig;
  /** Every key in the bucket, read with a client of its own (not through the store). */
  objects(): Promise<string[]>;
  close(): Promise<void>;
};

const BUCKET = 'mutabaa-test';
// s3rver's one account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server (s3rver) on 127.0.0.1, a free port, in a temporary directory. */
export async function startS3Server(prefix = ''): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3StoreConfig = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    ...CREDENTIALS,
    forcePathStyle: true,
    prefix,
  };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    config,
    async objects() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken }),
        );
        keys.push(...(listed.Contents ?? []).map((item) => item.Key!));
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
        if (!ContinuationToken) break;
      }
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
