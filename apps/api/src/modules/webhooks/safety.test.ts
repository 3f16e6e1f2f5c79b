import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';
import { addressProblem } from './address-guard.js';
import { post, type PostRules } from './post.js';
import {
  addWebhook,
  deliveriesOf,
  eventually,
  startReceiver,
  TEST_WEBHOOKS,
  type Receiver,
} from './webhooks.fixtures.js';

describe('webhooks: which addresses are posted to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.10.10', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['[::1]', 'loopback'],
  ])('refuses %s (%s)', (address, problem) => {
    expect(addressProblem(address)).toBe(problem);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(addressProblem(address)).toBeUndefined();
    },
  );
});

describe('webhooks: posting under the safety rules', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const rules: PostRules = {
    allowHttp: true,
    allowPrivate: false,
    timeoutMs: 2000,
    maxResponseBytes: 64 * 1024,
  };
  const countTo = (path: string) => receiver.received.filter((r) => r.path === path).length;

  it('never connects to a loopback address, by IP, by name or written as IPv6', async () => {
    const port = new URL(receiver.url).port;
    for (const [host, shown] of [
      ['127.0.0.1', '127.0.0.1 is loopback'],
      ['localhost', 'localhost (127.0.0.1) is loopback'],
      ['[::ffff:127.0.0.1]', 'is loopback'],
    ] as const) {
      const result = await post(`http://${host}:${port}/private`, {}, '{}', rules);
      expect(result.ok).toBe(false);
      expect(result.statusCode).toBeUndefined();
      expect(result.error).toContain('address not allowed');
      expect(result.error).toContain(shown);
    }
    expect(countTo('/private')).toBe(0);
  });

  it('refuses http unless allowed, and https is required then', async () => {
    const result = await post(`${receiver.url}/http`, {}, '{}', {
      ...rules,
      allowHttp: false,
      allowPrivate: true,
    });
    expect(result).toMatchObject({ ok: false, error: 'http is not allowed: use https' });
    expect(countTo('/http')).toBe(0);
  });

  it('does not follow a redirect, and reads only the start of a long answer', async () => {
    const open = { ...rules, allowPrivate: true };
    receiver.answer = (request, response) => {
      if (request.path === '/redirect') {
        return void response.writeHead(302, { location: `${receiver.url}/target` }).end();
      }
      if (request.path === '/long') return void response.end('x'.repeat(200_000));
      response.end('ok');
    };
    try {
      const moved = await post(`${receiver.url}/redirect`, {}, '{}', open);
      expect(moved).toMatchObject({
        ok: false,
        statusCode: 302,
        error: 'redirect not followed (HTTP 302)',
      });
      expect(countTo('/target')).toBe(0);
      const long = await post(`${receiver.url}/long`, {}, '{}', open);
      expect(long.ok).toBe(true);
      expect(long.responseBody).toHaveLength(4096);
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });

  it('cuts a slow receiver at the time limit', async () => {
    receiver.answer = (request, response) => {
      if (request.path !== '/slow') response.end('ok');
    };
    try {
      const started = Date.now();
      const result = await post(`${receiver.url}/slow`, {}, '{}', {
        ...rules,
        allowPrivate: true,
        timeoutMs: 300,
      });
      expect(result).toMatchObject({ ok: false, error: 'no answer within 300 ms' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      receiver.answer = (_request, response) => response.end('ok');
    }
  });
});

describe('webhooks: a private receiver without WEBHOOK_ALLOW_PRIVATE', () => {
  const {
    t,
    sessions: [admin, client],
  } = testCast(['admin', 'client'], {
    webhooks: { ...TEST_WEBHOOKS, allowPrivate: false, retrySchedule: [] },
  });
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('fails the delivery with a clear error and never makes the request', async () => {
    const hook = await addWebhook(t.app, admin, { url: `${receiver.url}/hook` });
    await createApplication(t.app, admin, { client: client.user.id });
    const [failed] = await eventually(async () => {
      const page = await deliveriesOf(t.app, admin, hook.id, '?status=failed');
      return page.count === 1 && page.results;
    });
    expect(failed).toMatchObject({
      attempts: 1,
      last_status_code: null,
      last_error: 'address not allowed: 127.0.0.1 is loopback',
    });
    expect(receiver.received).toHaveLength(0);
  });
});
