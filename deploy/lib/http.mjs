// HTTP as the check needs it: raw bytes (no decompression, so encodings can be compared), every
// header line as sent (so a header sent twice shows), a chosen local address (so the client's
// address is not nginx's), multipart uploads and a server-sent events reader.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/**
 * One request over its own connection. `localAddress` picks the client's address (any
 * 127.x.y.z works on Linux); `ca` trusts a self-signed certificate for https.
 * Resolves with {status, headers (name -> every value), header(name), body (Buffer), json()}.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, localAddress, ca, timeoutMs = 30_000 } = {},
) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method,
        headers: body ? { 'content-length': body.length, ...headers } : headers,
        agent: false,
        localAddress,
        ca,
        servername: ca ? 'localhost' : undefined,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve(response(res, Buffer.concat(chunks))));
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

function headerLines(res) {
  const headers = {};
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i].toLowerCase();
    (headers[name] ??= []).push(res.rawHeaders[i + 1]);
  }
  return headers;
}

function response(res, body) {
  const headers = headerLines(res);
  return {
    status: res.statusCode,
    headers,
    /** The header's value, the lines joined by ", " if it came more than once. */
    header: (name) => headers[name.toLowerCase()]?.join(', '),
    body,
    json: () => JSON.parse(body.toString('utf8')),
  };
}

/** A multipart/form-data body with one file part `field`. */
export function multipart(field, fileName, contentType, bytes) {
  const boundary = `----mutabaa${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, end]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Opens a server-sent events stream and parses it as it arrives. Resolves once the response
 * headers are in, with the response's status and headers, the events so far (each with the
 * time it arrived), `next(predicate, timeoutMs)` for the first matching event, `ended` (a
 * promise of the stream's end) and `close()`.
 */
export function openEventStream(url, { headers = {}, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const events = [];
    const waiters = new Set();
    let endedResolve;
    const ended = new Promise((r) => (endedResolve = r));
    const req = http.get(url, { headers, agent: false, localAddress }, (res) => {
      const meta = response(res, Buffer.alloc(0));
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = {
            at: performance.now(),
            name: /^event: (.*)$/m.exec(block)?.[1],
            id: /^id: (.*)$/m.exec(block)?.[1],
            data: /^data: (.*)$/m.exec(block)?.[1],
          };
          if (!event.name) continue;
          events.push(event);
          for (const waiter of waiters) waiter(event);
        }
      });
      res.on('close', () => endedResolve(performance.now()));
      resolve({
        status: meta.status,
        headers: meta.headers,
        header: meta.header,
        events,
        ended,
        next(predicate, timeoutMs = 5_000) {
          const found = events.find(predicate);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            const waiter = (event) => {
              if (!predicate(event)) return;
              clearTimeout(timer);
              waiters.delete(waiter);
              ok(event);
            };
            waiters.add(waiter);
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => {
      endedResolve(performance.now());
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}
