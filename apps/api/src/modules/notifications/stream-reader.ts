/** One server-sent event as a reader receives it. */
export type StreamEvent = { event: string; id?: string; data: string; comment?: string };

/**
 * A reader of `GET /notifications/stream/` over real HTTP, as the web client reads it (fetch
 * with the bearer header). The API tests and nothing else use it.
 */
export class StreamReader {
  readonly events: StreamEvent[] = [];
  status = 0;
  headers = new Headers();
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];
  private ended = false;

  private constructor(private readonly url: string) {}

  /** Opens the stream and waits for its status and headers. */
  static async open(url: string, headers: Record<string, string>): Promise<StreamReader> {
    const reader = new StreamReader(url);
    const response = await fetch(url, { headers, signal: reader.abort.signal });
    reader.status = response.status;
    reader.headers = response.headers;
    if (response.body) void reader.pump(response.body);
    return reader;
  }

  get closed(): boolean {
    return this.ended;
  }

  /** The first event (from the start) that `match` accepts, within `timeoutMs`. */
  async next(match: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended without the event (${this.url})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms (${this.url})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The `data` of every event named `name` so far, parsed. */
  data<T>(name: string): T[] {
    return this.events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as T);
  }

  close(): void {
    this.abort.abort();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.events.push(parseEvent(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // Aborted by close(), or the connection was cut.
    } finally {
      this.ended = true;
      this.wake();
    }
  }
}

function parseEvent(block: string): StreamEvent {
  const event: StreamEvent = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') event.comment = value;
    else if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') {
      event.event = 'retry';
      data.push(value);
    }
  }
  event.data = data.join('\n');
  return event;
}
