import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults and keeps a generated JWT secret', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(dir);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.rateLimitIpMax).toBe(300);
    expect(config.seedDemo).toBe(true);
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    const stored = await readFile(path.join(dir, 'jwt-secret'), 'utf8');
    expect(config.jwtSecret).toBe(stored);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(stored);
  });

  it('listens on this machine only by default with the embedded database', () => {
    expect(loadConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db', HOST: '::1' }).host).toBe(
      '::1',
    );
  });

  it('tells loopback addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.10.0.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('starts without demo data when DEMO_DATA=false', () => {
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEMO_DATA: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_DATA: 'no' })).toThrow(/DEMO_DATA/);
  });

  it('never seeds demo users on PostgreSQL or in production', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }).seedDemo).toBe(
      false,
    );
  });

  it('turns metrics on with METRICS_PORT, on this machine unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: undefined,
    });
    const token = 't'.repeat(32);
    const env = { DATA_DIR: dir, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' };
    expect(loadConfig({ ...env, METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token,
    });
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('requires JWT_SECRET in production and reports bad values', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, RATE_LIMIT_IP_MAX: '0' })).toThrow(
      /RATE_LIMIT_IP_MAX/,
    );
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://x.test/' }).publicUrl).toBe(
      'https://x.test',
    );
  });

  it('takes an optional ENCRYPTION_KEY of at least 32 characters', () => {
    expect(loadConfig({ DATA_DIR: dir }).encryptionKey).toBeUndefined();
    const key = 'k'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: key }).encryptionKey).toBe(key);
    expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: 'short' })).toThrow(
      /ENCRYPTION_KEY must be at least 32 characters/,
    );
  });
});

describe('FILE_STORE', () => {
  const s3 = { FILE_STORE: 's3', S3_BUCKET: 'files' };

  it('is the local disk unless set to s3', () => {
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, FILE_STORE: 'local' }).s3).toBeUndefined();
  });

  it('reads the S3 settings, with a region and a prefix made ready for keys', () => {
    expect(loadConfig({ DATA_DIR: dir, ...s3 }).s3).toEqual({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    const minio = loadConfig({
      DATA_DIR: dir,
      ...s3,
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/mutabaa/prod/',
    }).s3;
    expect(minio).toMatchObject({
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'mutabaa/prod/',
    });
  });

  it('says what is missing or contradictory', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dir, ...env });
    expect(load({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required with FILE_STORE=s3/);
    expect(load({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both or neither/);
    expect(load({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(ConfigError);
    expect(load({ S3_BUCKET: 'files' })).toThrow(/FILE_STORE: must be s3 when S3_BUCKET is set/);
    expect(load({ FILE_STORE: 'minio' })).toThrow(/FILE_STORE/);
    expect(load({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(load({ ...s3, S3_PREFIX: 'files?x' })).toThrow(/S3_PREFIX/);
  });
});
