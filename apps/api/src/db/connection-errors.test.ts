import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/pg-cluster.js';
import { connectionFailureOf, isDatabaseUnavailable } from './connection-errors.js';

/** What `pg` really throws when it cannot have a connection, caught. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  // A server that accepts connections and never answers, as a host gone silent does.
  let silent: Server;
  let silentPort: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('recognises a refused connection', async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${port}/x` });
    const error = await failure(() => client.connect());
    expect(connectionFailureOf(error)).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it("recognises the pool's connect timeout", async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${silentPort}/x`,
      connectionTimeoutMillis: 200,
    });
    const error = await failure(() => pool.query('select 1'));
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through a wrapping error (drizzle puts the driver error in `cause`)', () => {
    const driver = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = new Error('Failed query: select secret from t\nparams: hunter2', {
      cause: driver,
    });
    expect(connectionFailureOf(wrapped)).toEqual({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(
      isDatabaseUnavailable(new Error('x', { cause: new Error('Connection terminated') })),
    ).toBe(true);
    for (const code of ['57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(true);
    }
  });

  it('leaves query errors and everything else alone', () => {
    for (const code of ['42601', '23505', '22P02', '40001', '57014']) {
      expect(isDatabaseUnavailable(Object.assign(new Error(code), { code }))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
