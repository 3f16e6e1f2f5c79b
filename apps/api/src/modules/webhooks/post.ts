import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressProblem } from './address-guard.js';

/** What posting a message may do; from the webhooks' settings. */
export type PostRules = {
  allowHttp: boolean;
  allowPrivate: boolean;
  timeoutMs: number;
  /** Bytes of the answer read; the rest is dropped. */
  maxResponseBytes: number;
};

/** The outcome of one attempt. `statusCode` is undefined when no answer came. */
export type PostResult = {
  ok: boolean;
  statusCode?: number;
  error?: string;
  /** The first 4 KB of the answer's body. */
  responseBody?: string;
  durationMs: number;
};

export const RESPONSE_EXCERPT_BYTES = 4096;

/** A refusal before any byte is sent: the request was never made. */
class Refused extends Error {}

function refusal(host: string, address: string, problem: string): Refused {
  const named = host === address ? address : `${host} (${address})`;
  return new Refused(`address not allowed: ${named} is ${problem}`);
}

/**
 * A lookup that answers only addresses allowed by `allowPrivate`, so the connection goes to
 * the address that was checked (no second resolution an attacker's DNS could answer
 * differently). Every address of the name must be allowed.
 */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate) {
        for (const { address } of found) {
          const problem = addressProblem(address);
          if (problem) return callback(refusal(hostname, address, problem), '', 0);
        }
      }
      if (found.length === 0) {
        return callback(new Error(`no address for ${hostname}`), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/**
 * Posts `body` to `url` with `headers`, under `rules`: https only unless http is allowed;
 * never to a private address unless allowed, checked on the address connected to; no
 * redirect followed (a 3xx fails); at most `timeoutMs` for the whole exchange; the answer
 * read up to `maxResponseBytes`. A 2xx is success.
 */
export function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  rules: PostRules,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = (error: string): PostResult => ({ ok: false, error, durationMs: 0 });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(refused('invalid address'));
  }
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && rules.allowHttp)) {
    return Promise.resolve(
      refused(`${target.protocol.replace(':', '')} is not allowed: use https`),
    );
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !rules.allowPrivate) {
    const problem = addressProblem(host);
    if (problem) return Promise.resolve(refused(refusal(host, host, problem).message));
  }
  const client = target.protocol === 'https:' ? https : http;
  const payload = Buffer.from(body, 'utf8');

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(payload.length) },
      agent: false,
      lookup: checkedLookup(rules.allowPrivate),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, error: `no answer within ${rules.timeoutMs} ms` });
    }, rules.timeoutMs);
    request.on('error', (error) => {
      finish({ ok: false, error: error instanceof Refused ? error.message : describe(error) });
    });
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
        const ok = statusCode >= 200 && statusCode < 300;
        const redirect = statusCode >= 300 && statusCode < 400;
        finish({
          ok,
          statusCode,
          responseBody: excerpt,
          ...(ok
            ? {}
            : {
                error: redirect
                  ? `redirect not followed (HTTP ${statusCode})`
                  : `answered HTTP ${statusCode}`,
              }),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (read < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read >= rules.maxResponseBytes) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', () => done());
    });
    request.end(payload);
  });
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code}: ${error.message}` : error.message;
}
