import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';
import { STORAGE_KEYS } from '@mutabaa/shared';
import { createApiClient } from '../../../lib/api-client';
import { createMemoryStore, createSessionStorage } from '../../../lib/storage';
import { backoffDelay, openEventStream } from './event-stream';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, parser };
}

const STREAM =
  ': ping\n\nevent: notification\nid: 42\ndata: {"notification":{"id":42},\ndata: "unread_count":3}\n\n' +
  'event: unread\r\ndata: {"unread_count":2}\r\n\r\n: ping\n\n';

describe('createSseParser', () => {
  it('reads events, joins multi-line data with \\n, skips comments, keeps ids', () => {
    const { events } = parse([STREAM]);
    expect(events).toEqual([
      {
        event: 'notification',
        id: '42',
        data: '{"notification":{"id":42},\n"unread_count":3}',
      },
      { event: 'unread', id: '42', data: '{"unread_count":2}' },
    ]);
  });

  it('gives the same events however the text is split', () => {
    const whole = parse([STREAM]).events;
    for (let size = 1; size <= 7; size += 1) {
      const chunks = [];
      for (let i = 0; i < STREAM.length; i += size) chunks.push(STREAM.slice(i, i + size));
      expect(parse(chunks).events, `chunks of ${size}`).toEqual(whole);
    }
    for (let cut = 0; cut <= STREAM.length; cut += 1) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)]).events, `cut at ${cut}`).toEqual(
        whole,
      );
    }
  });

  it('treats \\r\\n split across chunks as one line break', () => {
    const { events } = parse(['data: a\r', '\n\r', '\ndata: b\r\n\r\n']);
    expect(events.map((e) => e.data)).toEqual(['a', 'b']);
  });

  it('holds an event back until its blank line arrives', () => {
    const { events } = parse(['event: unread\ndata: {"unread_count":1}\n']);
    expect(events).toEqual([]);
  });

  it('defaults the type to message, ignores events without data, reads retry', () => {
    const { events, retries, parser } = parse([
      'id: 7\n\n',
      'data\n\n',
      'event: unread\n\n',
      'retry: 2500\nretry: soon\n',
      'data:x\n\n',
    ]);
    expect(events).toEqual([
      { event: 'message', id: '7', data: '' },
      { event: 'message', id: '7', data: 'x' },
    ]);
    expect(retries).toEqual([2500]);
    expect(parser.lastEventId).toBe('7');
  });

  it('drops an unfinished event on reset and keeps the last id', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('id: 3\ndata: one\n\ndata: half');
    parser.reset();
    parser.push('data: two\n\n');
    expect(events.map((e) => [e.id, e.data])).toEqual([
      ['3', 'one'],
      ['3', 'two'],
    ]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the server retry or 1 s, up to 30 s, with downward jitter', () => {
    expect(backoffDelay(0, undefined, () => 0)).toBe(1000);
    expect(backoffDelay(3, undefined, () => 0)).toBe(8000);
    expect(backoffDelay(10, undefined, () => 0)).toBe(30000);
    expect(backoffDelay(1, 500, () => 0)).toBe(1000);
    expect(backoffDelay(0, undefined, () => 1)).toBe(800);
  });
});

function streamOf(chunks: string[], keepOpen = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
}

describe('openEventStream', () => {
  it('sends the bearer header, refreshes on 401, reconnects with Last-Event-ID', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    let access = 'old-token';
    const answers = [
      () => new Response('{"detail":"expired"}', { status: 401 }),
      () =>
        new Response(streamOf(['event: notification\nid: 5\ndata: {"a":1}\n\n', 'event: unr']), {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        }),
      () => new Response('down', { status: 503 }),
      () =>
        new Response(streamOf(['event: unread\ndata: {"unread_count":0}\n\n'], true), {
          status: 200,
        }),
    ];
    const events: SseEvent[] = [];
    const delays: number[] = [];
    let opened = 0;
    let close: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      close = openEventStream({
        url: '/api/notifications/stream/',
        fetch: (async (url: string, init: RequestInit) => {
          calls.push({ url, headers: init.headers as Record<string, string> });
          const answer = answers.shift();
          if (!answer) throw new Error('no more answers');
          return answer();
        }) as typeof fetch,
        commonHeaders: () => ({ 'Accept-Language': 'en' }),
        getAccess: () => access,
        refresh: async () => {
          access = 'new-token';
        },
        onEvent: (event) => {
          events.push(event);
          if (event.event === 'unread') resolve();
        },
        onOpen: () => (opened += 1),
        delay: (attempt) => {
          delays.push(attempt);
          return 0;
        },
        wait: async () => {},
      });
    });
    await finished;
    close();
    expect(calls.map((c) => c.url)).toEqual(Array(4).fill('/api/notifications/stream/'));
    expect(calls[0]!.headers.Authorization).toBe('Bearer old-token');
    expect(calls[1]!.headers.Authorization).toBe('Bearer new-token');
    expect(calls[1]!.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[2]!.headers['Last-Event-ID']).toBe('5');
    expect(calls[3]!.headers['Last-Event-ID']).toBe('5');
    expect(calls.every((c) => !c.url.includes('token'))).toBe(true);
    // The half-received event of the dropped connection is not delivered.
    expect(events.map((e) => e.event)).toEqual(['notification', 'unread']);
    expect(opened).toBe(2);
    // 401 → attempt 1; data then drop → attempt 0; 503 → attempt 1.
    expect(delays).toEqual([1, 0, 1]);
  });

  it('stops for good when closed', async () => {
    let calls = 0;
    const close = openEventStream({
      url: '/s',
      fetch: (async (_url: string, init: RequestInit) => {
        calls += 1;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }) as typeof fetch,
      commonHeaders: () => ({}),
      getAccess: () => 't',
      refresh: async () => {},
      onEvent: () => {},
      wait: async () => {},
    });
    await new Promise((r) => setTimeout(r, 10));
    close();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBe(1);
  });
});

describe('openEventStream headers', () => {
  it("sends the API client's Accept-Language, read again on each connection", async () => {
    const store = createMemoryStore({ [STORAGE_KEYS.language]: 'ar' });
    const api = createApiClient({
      fetch: (() => Promise.reject(new Error('unused'))) as typeof fetch,
      session: createSessionStorage(store),
      getLanguage: () => store.getItem(STORAGE_KEYS.language),
    });
    const sent: Record<string, string>[] = [];
    let close: () => void = () => {};
    await new Promise<void>((resolve) => {
      close = openEventStream({
        url: '/api/notifications/stream/',
        fetch: (async (_url: string, init: RequestInit) => {
          sent.push(init.headers as Record<string, string>);
          // The person switches the interface to English while the stream is down.
          store.setItem(STORAGE_KEYS.language, 'en');
          if (sent.length === 2) resolve();
          return new Response('{}', { status: 401 });
        }) as typeof fetch,
        commonHeaders: () => api.commonHeaders(),
        getAccess: () => 't',
        refresh: async () => {},
        onEvent: () => {},
        delay: () => 0,
        wait: async () => {},
      });
    });
    close();
    expect(sent[0]).toMatchObject({
      'Accept-Language': 'ar',
      Accept: 'text/event-stream',
      Authorization: 'Bearer t',
    });
    expect(sent[1]!['Accept-Language']).toBe('en');
  });
});

describe('openEventStream after a refused refresh', () => {
  it('logs, backs off further each time, and keeps the token out of the URL', async () => {
    const delays: number[] = [];
    const urls: string[] = [];
    let close: () => void = () => {};
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      await new Promise<void>((resolve) => {
        close = openEventStream({
          url: '/api/notifications/stream/',
          fetch: (async (url: string) => {
            urls.push(url);
            return new Response('{}', { status: 401 });
          }) as typeof fetch,
          commonHeaders: () => ({}),
          getAccess: () => 'expired',
          refresh: () => Promise.reject(new Error('refresh refused')),
          onEvent: () => {},
          delay: (attempt) => {
            delays.push(attempt);
            if (delays.length === 3) resolve();
            return 0;
          },
          wait: async () => {},
        });
      });
    } finally {
      close();
      console.error = original;
    }
    expect(delays).toEqual([1, 2, 3]);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(urls.every((url) => url === '/api/notifications/stream/')).toBe(true);
  });
});
