import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';

const REDIS_SERVER = '/usr/bin/redis-server';
const available = existsSync(REDIS_SERVER);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis did not start');
}

let redis: ChildProcess | undefined;
let a: TestApp;
let b: TestApp;

// Redis is optional (REDIS_URL); these run wherever redis-server is installed.
describe.skipIf(!available)('rate limits in Redis, shared by instances', () => {
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    a = await createTestApp({ redisUrl, rateLimitIpMax: 4, loginFailuresFree: 1 });
    b = await createTestApp({ redisUrl, rateLimitIpMax: 4, loginFailuresFree: 1 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill('SIGTERM');
  });

  it('counts requests from one address across both instances', async () => {
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password/',
        payload: { email: 'x@example.test' },
        remoteAddress: '10.7.7.7',
      });
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    const limited = await send(a);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(b)).statusCode).toBe(429);
  });

  it('counts failed sign-ins per client address and account across both instances', async () => {
    const user = await createUser(a.app);
    const attempt = (t: TestApp, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress: ip,
      });
    // The free failure and a second, on either instance: now that pair waits.
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(i % 2 === 0 ? a : b, '10.8.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt(b, '10.8.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBe(30);
    // Another client address is heard on either instance.
    expect((await attempt(a, '10.8.0.2')).statusCode).toBe(401);
  });
});
