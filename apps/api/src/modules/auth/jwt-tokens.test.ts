import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readToken } from './jwt-tokens.js';

async function signer(secret: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyJwt, { secret });
  await app.ready();
  return app;
}

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  a = await signer('a'.repeat(40));
  b = await signer('b'.repeat(40));
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});
afterEach(() => {
  vi.useRealTimers();
});

const accessToken = (app: FastifyInstance, seconds: number) =>
  app.jwt.sign(
    {
      token_type: 'access',
      jti: randomUUID(),
      sid: randomUUID(),
      ver: 0,
      user_id: 7,
      email: 'x@example.com',
      role: 'editor',
      full_name: 'X',
    },
    { expiresIn: `${seconds}s` },
  );

describe('readToken, remembering verified tokens', () => {
  it('reads a token again once it has expired, and refuses it', () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const token = accessToken(a, 60);
    expect(readToken(a.jwt, token, 'access')?.user_id).toBe(7);
    expect(readToken(a.jwt, token, 'access')?.user_id).toBe(7);
    vi.setSystemTime(Date.now() + 61_000);
    expect(readToken(a.jwt, token, 'access')).toBeUndefined();
  });

  it('remembers a token for the signer that verified it only (each secret its own)', () => {
    const token = accessToken(a, 60);
    expect(readToken(a.jwt, token, 'access')).toBeDefined();
    expect(readToken(b.jwt, token, 'access')).toBeUndefined();
  });

  it('still checks the type of a remembered token', () => {
    const token = accessToken(a, 60);
    expect(readToken(a.jwt, token, 'access')).toBeDefined();
    expect(readToken(a.jwt, token, 'refresh')).toBeUndefined();
  });
});
