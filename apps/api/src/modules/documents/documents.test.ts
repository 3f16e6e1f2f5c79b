import type { TDocumentList } from '@mutabaa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES } from '../../test/attachment-files.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { attachFile, createApplication, signInAs, type Session } from '../../test/factories.js';

let t: TestApp;
let admin: Session;
let editor: Session;
let otherEditor: Session;
let client: Session;
let otherClient: Session;
let first: number;
let second: number;
let foreign: number;
const ids: Record<string, number> = {};

async function application(clientId: number, assignedTo?: number): Promise<number> {
  const fields = {
    title: `Permit ${clientId}`,
    client: clientId,
    ...(assignedTo ? { assigned_to: assignedTo } : {}),
  };
  return (await createApplication(t.app, admin, fields)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, otherEditor, client, otherClient] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'editor'),
    signInAs(t.app, 'client'),
    signInAs(t.app, 'client'),
  ]);
  first = await application(client.user.id, editor.user.id);
  second = await application(client.user.id);
  foreign = await application(otherClient.user.id);
  // One after the other, so that "newest first" is well defined.
  ids.contract = (await attachFile(t.app, admin.auth, first, 'Contract.pdf', FILES.pdf)).id;
  ids.report = (await attachFile(t.app, client.auth, second, 'تقرير مالي.txt', FILES.text)).id;
  ids.photo = (await attachFile(t.app, client.auth, first, 'photo_1.png', FILES.png)).id;
  ids.foreign = (await attachFile(t.app, otherClient.auth, foreign, 'other.pdf', FILES.pdf)).id;
});
afterAll(async () => {
  await t?.close();
});

const documents = async (session: Session, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/documents/${query}`,
    headers: session.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDocumentList>();
};

describe('GET /api/documents/', () => {
  it('a client gets the files of all their applications, newest first, with the application', async () => {
    const page = await documents(client);
    expect(page.count).toBe(3);
    expect(page.results.map((d) => d.id)).toEqual([ids.photo, ids.report, ids.contract]);
    const report = page.results[1]!;
    expect(report).toMatchObject({
      file_name: 'تقرير مالي.txt',
      content_type: 'text/plain',
      uploaded_by: { id: client.user.id },
      download_url: `/api/transactions/attachments/${ids.report}/download/`,
      application: { id: second, title: `Permit ${client.user.id}` },
    });
    expect(report.application.reference_number).toMatch(/^APP-/);
    expect(report.application.transaction_id).toMatch(/^TX-/);
  });

  it('another client sees only their own; editors their scope; admins everything', async () => {
    expect((await documents(otherClient)).results.map((d) => d.id)).toEqual([ids.foreign]);
    expect((await documents(editor)).results.map((d) => d.id)).toEqual([ids.photo, ids.contract]);
    expect((await documents(otherEditor)).count).toBe(0);
    expect((await documents(admin)).count).toBe(4);
  });

  it('searches file names (any case, Arabic, wildcards taken literally)', async () => {
    expect((await documents(client, '?search=contract')).results.map((d) => d.id)).toEqual([
      ids.contract,
    ]);
    const arabic = await documents(client, `?search=${encodeURIComponent('مالي')}`);
    expect(arabic.results.map((d) => d.id)).toEqual([ids.report]);
    expect((await documents(client, '?search=_1')).results.map((d) => d.id)).toEqual([ids.photo]);
    expect((await documents(client, '?search=%25')).count).toBe(0);
    expect((await documents(otherClient, '?search=contract')).count).toBe(0);
  });

  it('pages', async () => {
    const one = await documents(client, '?page_size=2');
    expect(one.results).toHaveLength(2);
    expect(one.count).toBe(3);
    expect(one.previous).toBeNull();
    expect(one.next).toContain('page=2');
    const two = await documents(client, '?page=2&page_size=2');
    expect(two.results.map((d) => d.id)).toEqual([ids.contract]);
    expect(two.next).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/documents/?page_size=1000',
      headers: client.auth,
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('leaves out deleted files and the files of deleted applications', async () => {
    const extra = await application(client.user.id);
    const kept = await attachFile(t.app, client.auth, extra, 'kept.txt', FILES.text);
    const dropped = await attachFile(t.app, client.auth, extra, 'dropped.txt', FILES.text);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/attachments/${dropped.id}/`,
      headers: client.auth,
    });
    expect((await documents(client)).results.map((d) => d.id)).toContain(kept.id);
    expect((await documents(client)).results.map((d) => d.id)).not.toContain(dropped.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${extra}/`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await documents(client)).count).toBe(3);
  });

  it('401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents/' });
    expect(response.statusCode).toBe(401);
  });
});
