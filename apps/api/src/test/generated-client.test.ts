import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { createUser, signInAs } from './factories.js';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const documentFile = new URL('../../../../docs/openapi.json', import.meta.url);
const tsc = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));

type Integrate = (
  baseUrl: string,
  token: string,
  clientId: number,
) => Promise<Record<string, unknown> & { id: number; reference: string }>;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  // The client is generated from the committed document, as an integrator would.
  const document = JSON.parse(await readFile(documentFile, 'utf8')) as object;
  const types = astToString(await openapiTS(document as never));
  await writeFile(
    here('generated-client/schema.d.ts'),
    `// Generated from docs/openapi.json.\n${types}`,
  );
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a client generated from docs/openapi.json', () => {
  it('type-checks against the generated types', async () => {
    const run = promisify(execFile)(process.execPath, [
      tsc,
      '-p',
      here('generated-client/tsconfig.json'),
    ]);
    await expect(run).resolves.toMatchObject({ stdout: '' });
  }, 120_000);

  it('lists, creates, comments on and reads back an application over HTTP', async () => {
    // Not a literal: the project's type check stays out of the folder, whose types exist only
    // once generated (its own tsconfig checks it, above).
    const integration = './generated-client/integration.js';
    const { integrate } = (await import(integration)) as { integrate: Integrate };
    // An integration's credential: an editor's API token with the scopes it needs.
    const editor = await signInAs(t.app, 'editor');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tokens/',
      headers: editor.auth,
      payload: {
        name: 'Student system',
        scopes: ['applications:read', 'applications:write', 'comments:write'],
        expires_at: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json<{ token: string }>();
    const client = await createUser(t.app, { role: 'client' });
    const result = await integrate(baseUrl, token, client.id);
    expect(result).toMatchObject({
      countBefore: 0,
      title: 'Transcript request from the student system',
      comments: ['Received from the student system'],
      refusedStatus: 404,
      refusedCode: 'not_found',
    });
    expect(result.reference).toMatch(/\S/);
    // The token acted as its owner: the comment is the editor's.
    const comments = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${String(result.id)}/comments/`,
      headers: editor.auth,
    });
    expect(comments.json<{ author: { id: number } }[]>()[0]?.author.id).toBe(editor.user.id);
  });
});
