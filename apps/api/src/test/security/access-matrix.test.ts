import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { ACCESS, type Expected } from './access-expectations.js';
import { changedTables, fingerprint, lastAuditSeq, refusalChanges } from './fingerprint.js';
import { operationsOf, type Operation } from './openapi.js';
import { rawRequest, send, type Answer } from './send.js';
import { ACTORS, buildWorld, type ActorName, type World } from './world.js';

let t: TestApp;
let w: World;
let baseUrl: string;
let operations: Map<string, Operation>;
/** The server's error log: shown with a failed test, so that a 500 says what it was. */
const serverErrors: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' }, { logLines: serverErrors });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  w = await buildWorld(t.app);
  operations = new Map(operationsOf(t.app).map((op) => [op.key, op]));
});
beforeEach(() => {
  const seen = serverErrors.length;
  onTestFailed(() => {
    const lines = serverErrors.slice(seen);
    if (lines.length) console.error(`the server's errors meanwhile:\n${lines.join('')}`);
  });
});
afterAll(async () => {
  await t?.close();
});

const allowed = (expected: Expected) => (typeof expected === 'number' ? [expected] : expected);

/** What no answer to `actor` may contain: another person's data. */
function secretsFor(actor: ActorName): string[] {
  const staffEmails = [w.sessions.editor, w.sessions.otherEditor, w.sessions.admin].map(
    (s) => s.user.email,
  );
  const internal = ['Internal note'];
  if (actor === 'clientA') return [...internal, ...staffEmails];
  if (actor === 'clientB' || actor === 'anonymous') {
    return [...internal, ...staffEmails, w.sessions.clientA.user.email];
  }
  return [];
}

/** Each answer that breaks a rule, as one line: the test fails with the whole list. */
async function check(key: string, actor: ActorName): Promise<string[]> {
  const row = ACCESS[key]!;
  const op = operations.get(key)!;
  const parts = (await row.request?.(w, actor)) ?? {};
  const session =
    'session' in parts ? parts.session : actor === 'anonymous' ? undefined : w.sessions[actor];
  const request = rawRequest(op.method, op.path, parts, session);
  // A job an earlier success started (an import's check or commit) writes after its answer.
  await w.settled();
  const before = await fingerprint(t.app.db);
  const auditSeq = await lastAuditSeq(t.app.db);
  const answer: Answer = await send(t.app, request, row.stream ? { baseUrl } : undefined);
  const problems: string[] = [];
  const expected = allowed(row.expect[actor]);
  if (!expected.includes(answer.status)) {
    problems.push(
      `${actor}: ${answer.status}, expected ${expected.join(' or ')} ${answer.body.slice(0, 200)}`,
    );
  }
  if (answer.status >= 400) {
    const body = JSON.parse(answer.body || '{}') as { detail?: unknown; code?: unknown };
    if (typeof body.detail !== 'string' || typeof body.code !== 'string') {
      problems.push(`${actor}: ${answer.status} without the {detail, code} error body`);
    }
    const after = await fingerprint(t.app.db);
    const changed = await refusalChanges(t.app.db, changedTables(before, after), auditSeq);
    if (changed.length) problems.push(`${actor}: ${answer.status} but wrote ${changed.join(', ')}`);
  }
  for (const secret of secretsFor(actor)) {
    if (answer.body.includes(secret)) problems.push(`${actor}: the answer shows "${secret}"`);
  }
  return problems;
}

describe('access matrix (generated from the OpenAPI document)', () => {
  it('has a row for every route and method, and a route for every row', () => {
    const documented = [...operations.keys()];
    expect(documented.length).toBeGreaterThan(50);
    expect(
      documented.filter((key) => !(key in ACCESS)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((key) => !operations.has(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it.each(Object.keys(ACCESS))('%s answers each actor as the table says', async (key) => {
    expect(operations.has(key), `${key} is not in the OpenAPI document`).toBe(true);
    const problems: string[] = [];
    for (const actor of ACTORS) problems.push(...(await check(key, actor)));
    expect(problems).toEqual([]);
  });

  it('keeps rows outside the caller’s scope out of every list', async () => {
    const visible = async (actor: 'clientB' | 'otherEditor', url: string) =>
      (await t.app.inject({ url, headers: w.sessions[actor].auth })).body;
    const { id, transactionId } = w.application;
    for (const actor of ['clientB', 'otherEditor'] as const) {
      for (const url of [
        '/api/transactions/',
        '/api/transactions/drafts/',
        '/api/transactions/export/',
      ]) {
        expect(await visible(actor, url), `${actor} ${url}`).not.toContain(transactionId);
      }
      const documents = JSON.parse(await visible(actor, '/api/documents/')) as {
        results: { id: number }[];
      };
      expect(documents.results.map((d) => d.id)).not.toContain(w.attachmentId);
      const list = JSON.parse(await visible(actor, '/api/transactions/')) as {
        results: { id: number }[];
      };
      expect(list.results.map((a) => a.id)).not.toContain(id);
    }
  });

  it('never shows an internal comment to a client, and refuses one from a client', async () => {
    const comments = await t.app.inject({
      url: `/api/transactions/${w.application.id}/comments/`,
      headers: w.sessions.clientA.auth,
    });
    const ids = comments.json<{ id: number }[]>().map((c) => c.id);
    expect(ids).toContain(w.commentId);
    expect(ids).not.toContain(w.internalCommentId);
    const before = await fingerprint(t.app.db);
    const internal = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${w.application.id}/comments/`,
      headers: w.sessions.clientA.auth,
      payload: { text: 'Mine', is_internal: true },
    });
    expect(internal.statusCode).toBe(403);
    expect(changedTables(before, await fingerprint(t.app.db))).toEqual([]);
  });

  it('leaves another user’s notification as it was', async () => {
    const id = await w.newNotification();
    for (const actor of ['clientB', 'editor', 'admin'] as const) {
      const marked = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/notifications/mark_read/',
        headers: w.sessions[actor].auth,
        payload: { notification_ids: [id] },
      });
      expect(marked.statusCode).toBe(200);
    }
    const own = await t.app.inject({
      url: `/api/notifications/notifications/${id}/`,
      headers: w.sessions.clientA.auth,
    });
    expect(own.json<{ is_read: boolean }>().is_read).toBe(false);
  });
});
