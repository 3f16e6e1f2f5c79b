import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { attachFile, createApplication, signInAs } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('attachment download', () => {
  // 0x78 0x20 ("x ") is a valid zlib header (CMF*256 + FLG divisible by 31).
  it('sends a text file whose first bytes look compressed as it was stored', async () => {
    const editor = await signInAs(t.app, 'editor');
    const client = await signInAs(t.app, 'client');
    const created = await createApplication(t.app, editor, {
      title: 'Download',
      client: client.user.id,
    });
    const content = Buffer.from(`x = 1\n${'y = 2\n'.repeat(2000)}`);
    const file = await attachFile(t.app, editor.auth, created.id, 'notes.txt', content);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/attachments/${file.id}/download/`,
      headers: { ...editor.auth, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    const encoding = response.headers['content-encoding'];
    const body = encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    expect(encoding).toBeUndefined();
    expect(body.equals(content)).toBe(true);
    expect(response.headers['content-length']).toBe(String(content.length));
  });
});
