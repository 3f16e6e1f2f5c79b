import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newJwtSecret,
  nodeUnderUmask,
  prepareServerData,
  serverBuilt,
  signInOver,
  startChildServer,
  type ChildServer,
} from '../child-server.js';
import { createTestApp, type TestApp } from '../app.js';
import { attachFile, createApplicationAs, signInAs } from '../factories.js';
import { uploadImport } from '../imports.js';
import { waitForMail } from '../mail.js';
import { multipartFile, TINY_PNG } from '../multipart.js';

/*
 * The data directory holds every user's data, mails with live sign-in links and the signing
 * key: whatever the umask of the shell that starts the app (022 here, the usual one), every
 * directory in it is 0700 and every file 0600 — an older install's included, what PGlite
 * writes, and what the backup and restore commands write. A real process of the built server,
 * on PGlite or on PostgreSQL with TEST_DATABASE_URL (the backup commands on PGlite only).
 */
const SHELL_UMASK = 0o022;
const cliJs = (name: string) =>
  fileURLToPath(new URL(`../../../dist/cli/${name}.js`, import.meta.url));

/** Every entry under `root` (itself included) that others could read or write, with its mode. */
async function notPrivate(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const info = await lstat(entry).catch(() => undefined);
    if (!info || info.isSymbolicLink()) return;
    const mode = info.mode & 0o777;
    const ok = info.isDirectory()
      ? mode === 0o700
      : info.isFile()
        ? mode === 0o600
        : (mode & 0o077) === 0;
    if (!ok) found.push(`${path.relative(root, entry) || '.'} ${mode.toString(8)}`);
    if (info.isDirectory()) {
      for (const name of await readdir(entry).catch(() => [] as string[])) {
        await visit(path.join(entry, name));
      }
    }
  };
  await visit(root);
  return found;
}

/** Fails listing the entries (the first 40 of them) under `root` that others could use. */
async function expectPrivate(root: string) {
  const found = await notPrivate(root);
  const list = found.slice(0, 40).join('\n  ');
  expect(found.length, `${found.length} entries open to others:\n  ${list}`).toBe(0);
}

/** Runs a built command under the shell's umask; its exit code and output. */
async function command(name: string, args: string[], env: Record<string, string>) {
  const [file, argv] = nodeUnderUmask(SHELL_UMASK, [cliJs(name), ...args]);
  const child = spawn(file, argv, {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

/** What an install made by an older version under umask 022 left: readable by everyone. */
async function olderInstall(dataDir: string) {
  await chmod(dataDir, 0o755);
  await mkdir(path.join(dataDir, 'mail'), { mode: 0o755 });
  await writeFile(path.join(dataDir, 'mail', '1700000000000-0a1b2c3d.eml'), 'To: x@y\n\n', {
    mode: 0o644,
  });
  await mkdir(path.join(dataDir, 'uploads', 'attachments'), { recursive: true, mode: 0o755 });
  await writeFile(
    path.join(dataDir, 'uploads', 'attachments', '00000000-0000-4000-8000-000000000000'),
    'old',
    { mode: 0o644 },
  );
  await writeFile(path.join(dataDir, 'jwt-secret'), 'x'.repeat(64), { mode: 0o644 });
  const db = path.join(dataDir, 'db');
  if (await lstat(db).catch(() => undefined)) await chmod(db, 0o755);
}

describe.skipIf(!serverBuilt)('data directory modes (skipped until the API is built)', () => {
  let data: Awaited<ReturnType<typeof prepareServerData>>;
  let server: ChildServer;
  let work: string;

  beforeAll(async () => {
    data = await prepareServerData(['admin', 'editor', 'client']);
    work = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-modes-'));
    await olderInstall(data.dataDir);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await data?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('makes an older install private at start', async () => {
    // The embedded database's files come out of PGlite's dump as 0666.
    expect((await notPrivate(data.dataDir)).length).toBeGreaterThan(4);
    server = await startChildServer({ ...data, jwtSecret: newJwtSecret(), umask: SHELL_UMASK });
    await expectPrivate(data.dataDir);
  });

  it('keeps a mail, an attachment, a logo and an import file private', async () => {
    const [admin, editor, client] = data.users;
    const reset = await fetch(`${server.base}/api/reset-password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor!.email }),
    });
    expect(reset.status).toBe(200);
    await waitForMail(data.dataDir, editor!.email);

    const auth = await signInOver(server.base, editor!.email);
    const created = await fetch(`${server.base}/api/transactions/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Private files',
        transaction_type: 'renewal',
        priority: 'high',
        client: client!.id,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const upload = async (url: string, field: string, name: string, body: Buffer, as = auth) => {
      const { payload, headers } = multipartFile(field, name, 'application/octet-stream', body);
      const response = await fetch(`${server.base}${url}`, {
        method: 'POST',
        headers: { ...as, ...headers },
        body: payload,
      });
      return response.status;
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    expect(await upload(`/api/transactions/${id}/attachments/`, 'file', 'a.pdf', pdf)).toBe(201);
    const csv = Buffer.from('title,client_email\nOne,client@example.com\n', 'utf8');
    expect(await upload('/api/transactions/import/upload/', 'file', 'rows.csv', csv)).toBe(201);
    const adminAuth = await signInOver(server.base, admin!.email);
    expect(await upload('/api/system/upload-logo/', 'logo', 'logo.png', TINY_PNG, adminAuth)).toBe(
      200,
    );

    await expectPrivate(data.dataDir);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'writes a private backup and restores it privately into a new directory',
    async () => {
      const archive = path.join(work, 'backup.tar.gz');
      const backup = await command('backup', ['--out', archive], { DATA_DIR: data.dataDir });
      expect(backup.code, backup.output).toBe(0);
      await expectPrivate(archive);

      const restored = path.join(work, 'restored');
      const restore = await command('restore', [archive, '--data-dir', restored], {
        DATA_DIR: restored,
      });
      expect(restore.code, restore.output).toBe(0);
      expect(await readdir(restored)).toEqual(expect.arrayContaining(['db', 'uploads']));
      await expectPrivate(restored);
    },
  );

  it('leaves the data directory private when it stops', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expectPrivate(data.dataDir);
  });
});

describe('files the app writes itself', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  // In this process the test runner's umask (usually 022) applies: only the modes the app
  // asks for keep these private.
  it('are private whatever the umask: mails, attachments, imports', async () => {
    const editor = await signInAs(t.app, 'editor');
    const client = await signInAs(t.app, 'client');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: editor.user.email },
    });
    expect(reset.statusCode).toBe(200);
    await waitForMail(t.config.dataDir, editor.user.email);
    const id = await createApplicationAs(t.app, editor, client.user.id);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    await attachFile(t.app, editor.auth, id, 'a.pdf', pdf);
    const csv = Buffer.from('title,client_email\nOne,client@example.com\n', 'utf8');
    expect((await uploadImport(t.app, editor, 'rows.csv', csv)).statusCode).toBe(201);

    for (const name of ['mail', 'uploads']) await expectPrivate(path.join(t.config.dataDir, name));
  });
});
