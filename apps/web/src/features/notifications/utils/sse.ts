/** One dispatched server-sent event (HTML Living Standard, "event stream interpretation"). */
export type SseEvent = { event: string; data: string; id: string };

/**
 * An incremental `text/event-stream` parser: feed it decoded text in chunks split anywhere
 * (even between `\r` and `\n`); it calls `onEvent` for each complete event. Comments
 * (`: ping`) are skipped, `data` lines are joined with `\n`, and the last `id` carries over
 * to later events, as the standard's EventSource does. `retry` is reported through `onRetry`.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry?: (ms: number) => void,
) {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let lastId = '';
  // A chunk ended with `\r`: a `\n` opening the next chunk belongs to the same line break.
  let pendingCr = false;

  function dispatch() {
    if (data.length === 0) {
      eventType = '';
      return;
    }
    const event = { event: eventType || 'message', data: data.join('\n'), id: lastId };
    eventType = '';
    data = [];
    onEvent(event);
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
    }
  }

  return {
    push(chunk: string) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last event seen (sent back as Last-Event-ID on reconnection). */
    get lastEventId() {
      return lastId;
    },
    /** A new connection: an unfinished event is dropped, the last id is kept. */
    reset() {
      buffer = '';
      eventType = '';
      data = [];
      pendingCr = false;
    },
  };
}
