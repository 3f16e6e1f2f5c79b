import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A refusal (a body past its limit, a missing sign-in, an unknown address) is often answered
 * before the client has sent its whole body. Closing the connection then, with the rest of the
 * body unread, resets it: a client still writing sees a broken pipe instead of the answer.
 * So the rest is read and dropped first, as reverse proxies do ("lingering close"), within
 * bounds: at most LINGER_FACTOR times the route's body limit (or what the request had sent
 * when it was refused, for uploads with larger limits of their own), for at most LINGER_MS.
 * Past either, the connection is closed: nobody makes the server read for ever.
 */
export const LINGER_FACTOR = 10;
export const LINGER_MS = 5_000;

/** Bytes the connection had read when the request started, to tell what the request sent. */
const readBefore = new WeakMap<IncomingMessage, number>();

/**
 * Reads and drops the rest of `raw`'s body; resolves true when it ended, false when it passed
 * `maxBytes` or `LINGER_MS` (or the connection closed first).
 */
function discardBody(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    let discarded = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), LINGER_MS);
    // A refused upload's parser has nothing left to do with the rest; unpiped, nothing buffers it.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });
}

export function lingeringClosePlugin(app: FastifyInstance, bodyLimit: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    readBefore.set(request.raw, request.raw.socket?.bytesRead ?? 0);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const { raw } = request;
    if (reply.statusCode < 400 || raw.complete || raw.readableEnded) return payload;
    const socket = raw.socket;
    // Only a connection has a rest to drain (an injected request's socket is a stand-in).
    if (!(socket instanceof Socket)) return payload;
    const sent = socket.bytesRead - (readBefore.get(raw) ?? 0);
    const maxBytes = LINGER_FACTOR * Math.max(request.routeOptions.bodyLimit ?? bodyLimit, sent);
    if (!reply.raw.shouldKeepAlive) {
      // The client asked to close after this answer: Node closes as soon as it is written, so
      // the body is read first.
      if (!(await discardBody(raw, maxBytes))) socket.destroy();
      return payload;
    }
    // Answered at once. Told to close (a body past the limit: the client may send more), Node
    // would close on the unread rest; read to its end, the connection can serve the next request.
    if (/close/i.test(String(reply.getHeader('connection') ?? '')))
      reply.removeHeader('connection');
    void discardBody(raw, maxBytes).then((ended) => {
      if (!ended) socket.destroy();
    });
    return payload;
  });
}
