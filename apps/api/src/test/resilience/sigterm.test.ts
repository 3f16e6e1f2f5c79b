import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newJwtSecret,
  prepareServerData,
  serverBuilt,
  signInOver,
  startChildServer,
  type ChildServer,
} from '../child-server.js';
import { multipartFile } from '../multipart.js';

/*
 * `SIGTERM` (a service manager stopping or replacing an instance) lets the requests in flight
 * finish, ends the open notification streams cleanly (their readers reconnect elsewhere) and
 * exits 0 within the server's 10-second limit. A real process of the built server, on PGlite
 * or on PostgreSQL with TEST_DATABASE_URL.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const APPLICATIONS = 20;

/** A response read to its end, or to its failure: `complete` only when it ended cleanly. */
type Read = { status: number; body: string; complete: boolean };

function collect(response: http.IncomingMessage): Promise<Read> {
  return new Promise((resolve) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body, complete: true }));
    response.on('error', () =>
      resolve({ status: response.statusCode ?? 0, body, complete: false }),
    );
    response.on('aborted', () =>
      resolve({ status: response.statusCode ?? 0, body, complete: false }),
    );
  });
}

function get(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, resolve).on('error', reject);
  });
}

describe.skipIf(!serverBuilt)('SIGTERM (skipped until the API is built)', () => {
  let data: Awaited<ReturnType<typeof prepareServerData>>;
  let server: ChildServer;
  let auth: { authorization: string };
  let applicationId: number;

  beforeAll(async () => {
    data = await prepareServerData(['editor', 'client']);
    server = await startChildServer({ ...data, jwtSecret: newJwtSecret() });
    auth = await signInOver(server.base, data.users[0]!.email);
    for (let i = 0; i < APPLICATIONS; i += 1) {
      const response = await fetch(`${server.base}/api/transactions/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Before SIGTERM ${i}`,
          transaction_type: 'renewal',
          priority: 'high',
          client: data.users[1]!.id,
        }),
      });
      expect(response.status).toBe(201);
      applicationId = ((await response.json()) as { id: number }).id;
    }
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await data?.drop();
  });

  it('finishes an upload and an export in flight, ends a stream cleanly and exits 0', async () => {
    // An open stream, its first bytes received.
    const stream = await get(`${server.base}/api/notifications/stream/`, auth);
    expect(stream.statusCode).toBe(200);
    const streamRead = collect(stream);

    // An upload whose body is still arriving when the signal comes.
    const content = Buffer.from('a line of a slow upload\n'.repeat(10_000));
    const { payload, headers } = multipartFile('file', 'slow.txt', 'text/plain', content);
    const upload = http.request(`${server.base}/api/transactions/${applicationId}/attachments/`, {
      method: 'POST',
      headers: { ...auth, ...headers, 'content-length': String(payload.length) },
    });
    const uploadRead = new Promise<Read>((resolve) => {
      upload.on('response', (response) => void collect(response).then(resolve));
      upload.on('error', () => resolve({ status: 0, body: '', complete: false }));
    });
    const half = Math.floor(payload.length / 2);
    upload.write(payload.subarray(0, half));
    await sleep(300);

    // An export whose reader has not read it yet.
    const exported = await get(`${server.base}/api/transactions/export/?format=csv`, auth);
    expect(exported.statusCode).toBe(200);
    exported.pause();

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await sleep(700);
    upload.end(payload.subarray(half));
    await sleep(300);
    exported.resume();

    const [uploaded, csv, streamed, code] = await Promise.all([
      uploadRead,
      collect(exported),
      streamRead,
      server.exited,
    ]);
    const took = Date.now() - signalled;

    expect(uploaded.status, uploaded.body).toBe(201);
    expect(uploaded.complete).toBe(true);
    expect(JSON.parse(uploaded.body)).toMatchObject({ size: content.length });
    expect(csv.complete).toBe(true);
    expect(csv.body.match(/Before SIGTERM \d+/g)).toHaveLength(APPLICATIONS);
    expect(streamed.complete).toBe(true);
    expect(streamed.body).toContain('event: unread');
    expect(code, server.output()).toBe(0);
    // Well within the server's own limit (10 s), and not held by a kept-alive connection
    // that has answered (Node keeps one open 5 s for a next request).
    expect(took).toBeLessThan(5000);
  });
});
