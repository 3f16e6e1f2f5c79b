import { createSseParser, type SseEvent } from './sse';

export type EventStreamOptions = {
  url: string;
  fetch: typeof fetch;
  /** The headers every API request carries (the API client's `commonHeaders`: the language). */
  commonHeaders: () => Record<string, string>;
  /** The access token to send, or null when none is stored. */
  getAccess: () => string | null;
  /** Gets a new access token after a 401 (the API client's shared refresh). */
  refresh: () => Promise<unknown>;
  onEvent: (event: SseEvent) => void;
  /** Each time a connection is open (after a drop, the caller may want to catch up). */
  onOpen?: () => void;
  /** Delay before reconnection attempt `n` (0-based); defaults to `backoffDelay`. */
  delay?: (attempt: number, serverRetryMs: number | undefined) => number;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
};

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

/**
 * Exponential backoff from the server's `retry` (or 1 s), doubled per failed attempt up to
 * 30 s, with up to a fifth of jitter so that tabs do not reconnect in step after a restart.
 */
export function backoffDelay(
  attempt: number,
  serverRetryMs: number | undefined,
  random: () => number = Math.random,
): number {
  const base = serverRetryMs ?? BACKOFF_BASE_MS;
  const delay = Math.min(BACKOFF_MAX_MS, base * 2 ** Math.min(attempt, 16));
  return Math.round(delay * (1 - random() * 0.2));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Reads server-sent events with `fetch`, so the bearer token goes in a header and never in
 * the URL (EventSource cannot send headers). Reconnects with backoff and `Last-Event-ID`
 * after any drop, and refreshes the token once on 401 before trying again. Answers a
 * function that closes the stream for good.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const delay = options.delay ?? backoffDelay;
  const wait = options.wait ?? sleep;
  let serverRetry: number | undefined;
  const parser = createSseParser(options.onEvent, (ms) => {
    serverRetry = ms;
  });

  async function connect(): Promise<'data' | 'none'> {
    const headers: Record<string, string> = {
      ...options.commonHeaders(),
      Accept: 'text/event-stream',
    };
    const access = options.getAccess();
    if (access) headers.Authorization = `Bearer ${access}`;
    if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
    const response = await options.fetch(options.url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) {
      await response.body?.cancel().catch(() => undefined);
      await options.refresh();
      return 'none';
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`Notification stream failed with status ${response.status}`);
    }
    options.onOpen?.();
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let received: 'data' | 'none' = 'none';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return received;
      if (value) {
        received = 'data';
        parser.push(value);
      }
    }
  }

  void (async () => {
    let attempt = 0;
    while (!signal.aborted) {
      let outcome: 'data' | 'none' = 'none';
      try {
        outcome = await connect();
      } catch (error) {
        if (signal.aborted) return;
        console.error(error);
      }
      if (signal.aborted) return;
      // A connection that delivered something starts the backoff again from the beginning.
      attempt = outcome === 'data' ? 0 : attempt + 1;
      await wait(delay(attempt, serverRetry), signal);
    }
  })();

  return () => controller.abort();
}
