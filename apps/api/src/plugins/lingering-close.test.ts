import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { ATTACHMENT_MAX_BYTES, IMPORT_MAX_BYTES } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.js';
import { translate } from '../i18n/translate.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createApplicationAs, signInAs, type Session } from '../test/factories.js';

// A body past a limit is refused at once, but a client that is still sending can only read the
// refusal if the server reads (and drops) what it sends instead of closing on it. Over a real
// socket: Node's fetch, as the clients of the API use.

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let t: TestApp;
let base: string;
let editor: Session;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  editor = await signInAs(t.app, 'editor');
  const client = await signInAs(t.app, 'client');
  applicationId = await createApplicationAs(t.app, editor, client.user.id, 'Large uploads');
});

afterAll(async () => {
  await t?.close();
});

/** `bytes` of body (for ever when undefined), as fast as the connection takes them. */
function streamOf(head: Buffer, bytes: number | undefined, tail = Buffer.alloc(0)) {
  let sent = 0;
  let ended = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (ended) return;
      if (bytes === undefined || sent < bytes) {
        const chunk = bytes === undefined ? CHUNK : CHUNK.subarray(0, bytes - sent);
        sent += chunk.length;
        controller.enqueue(chunk);
        return;
      }
      ended = true;
      controller.enqueue(tail);
      controller.close();
    },
  });
}

/** A multipart upload of one `bytes` long file (never ending when undefined). */
function multipartStream(name: string, bytes: number | undefined) {
  const boundary = 'mutabaa-lingering-close';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    body: streamOf(head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

type Outcome = { status: number; body: unknown } | { failed: string; ms: number };

async function post(
  url: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  timeoutMs = 30_000,
): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit);
    return { status: response.status, body: await response.json() };
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string; name?: string } };
    return { failed: cause?.code ?? cause?.name ?? name, ms: Date.now() - started };
  }
}

/**
 * Sends `size` bytes to `url` `times` times, one after another, from a process of its own (as
 * a client on another machine would: in this process the server's close and the client's
 * writes take turns, and the client always reads the answer first). Each outcome as
 * "<status> <body>" or the error's code.
 */
async function postFromAnotherProcess(
  url: string,
  size: number,
  times: number,
  headers: Record<string, string>,
): Promise<string[]> {
  const client = `
    const [url, size, times, headers] = JSON.parse(process.argv[1]);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const outcomes = [];
    for (let i = 0; i < times; i += 1) {
      let sent = 0;
      const body = new ReadableStream({
        pull(controller) {
          if (sent >= size) return controller.close();
          const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += part.length;
          controller.enqueue(part);
        },
      });
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-length': String(size) },
          body,
          duplex: 'half',
        });
        outcomes.push(response.status + ' ' + (await response.text()));
      } catch (error) {
        outcomes.push(error.cause?.code ?? error.message);
      }
    }
    process.stdout.write(JSON.stringify(outcomes));
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', client, JSON.stringify([url, size, times, headers])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await once(child, 'exit');
  return JSON.parse(output) as string[];
}

/** While `during` runs, the server answers a health check quickly. */
async function stillServing<T>(during: Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = Date.now();
  const health = await fetch(`${base}/api/health/`);
  expect(health.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);
  return during;
}

/** `answeredMs`: when the first byte of the answer came; `ms`: when the connection closed. */
type Sent = { answer: string; answeredMs?: number; written: number; ms: number; closed: boolean };

/**
 * Sends `head` and then whatever `next` gives (until it gives nothing), as fast as the server
 * reads it, until the server closes the connection (or `timeoutMs` passes: `closed` false).
 * What the server answered.
 */
function sendRaw(
  head: string,
  next: () => Buffer | undefined | Promise<Buffer>,
  timeoutMs = 20_000,
): Promise<Sent> {
  const { port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let answeredMs: number | undefined;
    let written = 0;
    let closed = false;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      answeredMs ??= Date.now() - started;
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      closed = Date.now() - started < timeoutMs;
      clearTimeout(timer);
      resolve({ answer, answeredMs, written, ms: Date.now() - started, closed });
    });
    socket.once('connect', async () => {
      socket.write(head);
      while (!socket.destroyed && !socket.writableEnded) {
        const chunk = await next();
        if (!chunk) return;
        written += chunk.length;
        await new Promise<void>((resume) => {
          if (socket.write(chunk)) return resume();
          const done = () => {
            socket.off('drain', done);
            socket.off('close', done);
            resume();
          };
          socket.on('drain', done);
          socket.on('close', done);
        });
      }
    });
  });
}

const requestHead = (url: string, headers: Record<string, string>) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

describe('a body past the limit', () => {
  it('reads 413 with the localised body for 5 and 10 times the limit', async () => {
    const expected = JSON.stringify({
      detail: translate('ar', 'payload_too_large'),
      code: 'payload_too_large',
    });
    for (const size of [5 * BODY_LIMIT_BYTES, 10 * BODY_LIMIT_BYTES]) {
      const outcomes = await postFromAnotherProcess(`${base}/api/login/`, size, 8, {
        'content-type': 'application/json',
        'accept-language': 'ar',
      });
      expect(outcomes, `${size / MB} MB`).toEqual(Array(8).fill(`413 ${expected}`));
    }
  });

  it('reads 413 for an attachment and an import twice past their limits', async () => {
    const attachment = multipartStream('large.pdf', 2 * ATTACHMENT_MAX_BYTES);
    expect(
      await post(`/api/transactions/${applicationId}/attachments/`, attachment.body, {
        ...editor.auth,
        'content-type': attachment.type,
      }),
    ).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
    const upload = multipartStream('large.csv', 2 * IMPORT_MAX_BYTES);
    expect(
      await post('/api/transactions/import/upload/', upload.body, {
        ...editor.auth,
        'content-type': upload.type,
      }),
    ).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
  });

  it('answers a body that never ends, then closes its connection', async () => {
    const sent = await stillServing(
      sendRaw(
        requestHead('/api/login/', {
          'content-type': 'application/json',
          'content-length': String(1024 * 1024 * MB),
        }),
        () => CHUNK,
      ),
    );
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.closed).toBe(true);
    expect(sent.written).toBeLessThan(64 * MB);
  });

  it('answers a client that asks to close once it has sent its body', async () => {
    let left = 5 * BODY_LIMIT_BYTES;
    const sent = await sendRaw(
      requestHead('/api/login/', {
        'content-type': 'application/json',
        'content-length': String(left),
        connection: 'close',
      }),
      () => {
        const chunk = left > 0 ? CHUNK.subarray(0, Math.min(CHUNK.length, left)) : undefined;
        left -= chunk?.length ?? 0;
        return chunk;
      },
    );
    expect(sent.answer).toMatch(
      /^HTTP\/1\.1 413 [^]*\r\nconnection: close\r\n[^]*"payload_too_large"/i,
    );
    expect(sent.closed).toBe(true);
    // All of it was sent: the server read it before it closed.
    expect(sent.written).toBe(5 * BODY_LIMIT_BYTES);
  });

  it('answers an upload that never ends, then closes its connection', async () => {
    const upload = multipartStream('endless.pdf', undefined);
    const reader = upload.body.getReader();
    const sent = await stillServing(
      sendRaw(
        requestHead(`/api/transactions/${applicationId}/attachments/`, {
          ...editor.auth,
          'content-type': upload.type,
          'content-length': String(1024 * 1024 * MB),
        }),
        async () => Buffer.from((await reader.read()).value!),
      ),
    );
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.closed).toBe(true);
    expect(sent.written).toBeLessThan(20 * ATTACHMENT_MAX_BYTES);
  });

  it('answers a body sent too slowly at once, and closes after a few seconds', async () => {
    const sent = await stillServing(
      sendRaw(
        requestHead('/api/login/', {
          'content-type': 'application/json',
          'content-length': String(5 * MB),
        }),
        // 1 kB every 50 ms: 5 MB would take well over an hour.
        () => new Promise((resolve) => setTimeout(() => resolve(CHUNK.subarray(0, 1024)), 50)),
      ),
    );
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.answeredMs).toBeLessThan(2000);
    expect(sent.closed).toBe(true);
    expect(sent.ms).toBeLessThan(15_000);
  });
});
