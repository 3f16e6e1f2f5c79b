import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('never seeds demo users on PostgreSQL or in production', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }).seedDemo).toBe(
      false,
    );
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
});
