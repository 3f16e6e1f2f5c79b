import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { TAttachment } from '@mutabaa/shared';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { restoreCommand } from '../cli/restore.command.js';
import { backupCommand } from '../cli/backup.command.js';
import type { Config } from '../config.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';
import { applicationAttachments, applications, auditLogs, users } from '../db/schema/index.js';
import { pgliteTemplate, testConfig } from '../test/app.js';
import { signInAs, type Session } from '../test/factories.js';
import { multipartFile, TINY_PNG } from '../test/multipart.js';
import { snapshotSocketPath } from './snapshot-server.js';
import { TAR_END, tarHeader, tarPadding } from './tar.js';

// The embedded default's backup, end to end: a real app on PGlite answers the backup command
// (its own process) over the socket while requests keep writing, the archive is restored into
// a new data directory by the restore command, and the app started on it finds the same data.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

let work: string;
let config: Config;
let app: FastifyInstance;
let admin: Session;
let editor: Session;
let client: Session;
const secret = Buffer.from(randomBytes(48).toString('base64url'));

/** A command from source as its own process, as `npm run backup/restore` runs the build. */
async function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const child = spawn(tsx, ['--tsconfig', 'tsconfig.dev.json', `src/cli/${name}.ts`, ...args], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      DATA_DIR: config.dataDir,
      INIT_CWD: work,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

async function createApplication(title: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/transactions/',
    headers: admin.auth,
    payload: {
      title,
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      assigned_to: editor.user.id,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function attach(id: number, name: string, data: Buffer): Promise<TAttachment> {
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', data);
  const response = await app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/attachments/`,
    headers: { ...admin.auth, ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAttachment>();
}

/** What the restored app must find: every row of the tables a backup has to keep. */
async function state(target: FastifyInstance) {
  const [userRows, applicationRows, attachmentRows, auditRows] = await Promise.all([
    target.db.select().from(users).orderBy(asc(users.id)),
    target.db.select().from(applications).orderBy(asc(applications.id)),
    target.db.select().from(applicationAttachments).orderBy(asc(applicationAttachments.id)),
    target.db
      .select({
        id: auditLogs.id,
        seq: auditLogs.seq,
        hash: auditLogs.hash,
        action: auditLogs.action,
      })
      .from(auditLogs)
      .orderBy(asc(auditLogs.seq)),
  ]);
  return { userRows, applicationRows, attachmentRows, auditRows };
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);
let kept: TAttachment;
let logoUrl: string;
let ackedBefore: number[];
let ackedAll: number[];
let backedUpFiles: number;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-backup-'));
  config = await testConfig();
  // The generated signing key a data directory keeps when JWT_SECRET is unset.
  await writeFile(path.join(config.dataDir, 'jwt-secret'), secret, { mode: 0o600 });
  app = await buildApp(config, { pgliteTemplate: await pgliteTemplate() });
  await app.ready();
  [admin, editor, client] = await Promise.all([
    signInAs(app, 'admin'),
    signInAs(app, 'editor'),
    signInAs(app, 'client', { fullName: 'عميلة النسخ الاحتياطي' }),
  ]);
  const ids = [];
  for (let i = 0; i < 5; i += 1) ids.push(await createApplication(`Permit ${i}`));
  kept = await attach(ids[0]!, 'plan.pdf', pdf);
  const gone = await attach(ids[1]!, 'draft.pdf', Buffer.from('%PDF-1.4\nsoon deleted'));
  const deleted = await app.inject({
    method: 'DELETE',
    url: `/api/transactions/attachments/${gone.id}/`,
    headers: admin.auth,
  });
  expect(deleted.statusCode).toBe(204);
  const logo = multipartFile('logo', 'logo.png', 'image/png', TINY_PNG);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/system/upload-logo/',
    headers: { ...admin.auth, ...logo.headers },
    payload: logo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  logoUrl = uploaded.json<{ logo_url: string }>().logo_url;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(config?.dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup while the app runs, then npm run restore', () => {
  const archive = () => path.join(work, 'nightly.tar.gz');
  const restoredDir = () => path.join(work, 'restored');
  let original: Awaited<ReturnType<typeof state>>;

  it(
    'backs up through the running app while requests keep writing',
    { timeout: 120_000 },
    async () => {
      expect((await stat(snapshotSocketPath(config.dataDir))).mode & 0o777).toBe(0o600);
      const acked: number[] = [];
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing && i < 5000; i += 1)
          acked.push(await createApplication(`Busy ${i}`));
      })();
      while (acked.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      ackedBefore = [...acked];
      const result = await cli('backup', ['--out', 'nightly.tar.gz']);
      const ackedDuring = acked.length;
      writing = false;
      await writer;
      ackedAll = acked;
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/from the running app to .*nightly\.tar\.gz/);
      backedUpFiles = Number(/database [\d.]+ MB, (\d+) stored files/.exec(result.stdout)?.[1]);
      // The attachment and the logo at least (a deleted attachment's file may be gone).
      expect(backedUpFiles).toBeGreaterThanOrEqual(2);
      // Writes went on while the command started, asked and wrote.
      expect(ackedDuring).toBeGreaterThan(ackedBefore.length);
      expect((await stat(archive())).mode & 0o777).toBe(0o600);
      original = await state(app);
      // The app removes the snapshot's links once the command hangs up.
      for (let i = 0; i < 50; i += 1) {
        const left = (await readdir(path.join(config.dataDir, 'uploads'))).filter((n) =>
          n.startsWith('.backup-'),
        );
        if (left.length === 0) break;
        expect(i).toBeLessThan(49);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  );

  it(
    'restores into a new directory where the app finds the same data',
    { timeout: 120_000 },
    async () => {
      const result = await cli('restore', ['nightly.tar.gz', '--data-dir', 'restored']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Restored ${archive()}`);
      expect(result.stdout).toContain(`the database and ${backedUpFiles} stored files`);
      expect(result.stdout).toContain(`DATA_DIR=${restoredDir()} npm start`);

      const restored = await buildApp({ ...config, dataDir: restoredDir() });
      try {
        await restored.ready();
        const found = await state(restored);
        expect(found.userRows).toEqual(original.userRows);
        expect(found.attachmentRows).toEqual(original.attachmentRows);
        // The snapshot is a moment of the writes: all acknowledged before it, none half-written.
        const byId = new Map(original.applicationRows.map((row) => [row.id, row]));
        for (const row of found.applicationRows) expect(row).toEqual(byId.get(row.id));
        const ids = new Set(found.applicationRows.map((row) => row.id));
        for (const id of ackedBefore) expect(ids.has(id)).toBe(true);
        expect(found.applicationRows.length).toBeGreaterThanOrEqual(5 + ackedBefore.length);
        expect(found.applicationRows.length).toBeLessThanOrEqual(5 + ackedAll.length);
        // The audit chain is the original's, up to the snapshot, and verifies.
        expect(found.auditRows).toEqual(original.auditRows.slice(0, found.auditRows.length));
        const verify = await restored.inject({
          method: 'GET',
          url: '/api/audit-logs/verify/',
          headers: admin.auth,
        });
        expect(verify.statusCode, verify.body).toBe(200);
        // The check itself adds no entry; the request's own entries come after the count.
        expect(verify.json()).toMatchObject({ ok: true, checked: found.auditRows.length });
        const created = found.auditRows.filter((r) => r.action === 'application.created').length;
        expect(created).toBe(found.applicationRows.length);

        // The files, byte for byte.
        const download = await restored.inject({
          method: 'GET',
          url: `/api/transactions/attachments/${kept.id}/download/`,
          headers: admin.auth,
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(pdf)).toBe(true);
        const logo = await restored.inject({ method: 'GET', url: logoUrl });
        expect(logo.statusCode).toBe(200);
        expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
        const secretFile = path.join(restoredDir(), 'jwt-secret');
        expect((await readFile(secretFile)).equals(secret)).toBe(true);
        expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
        for (const row of found.attachmentRows.filter((r) => !r.deletedAt)) {
          const file = path.join(restoredDir(), 'uploads', 'attachments', row.storageKey);
          const bytes = await readFile(file);
          expect(
            bytes.equals(
              await readFile(path.join(config.dataDir, 'uploads', 'attachments', row.storageKey)),
            ),
          ).toBe(true);
        }

        // While that app holds the directory, nothing is restored into it, --force or not.
        await expect(
          restoreCommand([archive(), '--data-dir', restoredDir(), '--force'], config),
        ).rejects.toThrow(/Cannot restore into .*restored: a Mutabaa app \(pid \d+\) is using it/);
      } finally {
        await restored.close();
      }
    },
  );

  it('refuses a directory that is not empty, unless --force', { timeout: 120_000 }, async () => {
    await writeFile(path.join(restoredDir(), 'notes.txt'), 'kept');
    await expect(restoreCommand([archive(), '--data-dir', restoredDir()], config)).rejects.toThrow(
      /restored is not empty \(it holds db, jwt-secret, mail, notes\.txt, uploads\).*--force/s,
    );
    // With --force the backup replaces the database, files and key; the rest stays.
    const message = await restoreCommand(
      [archive(), '--data-dir', restoredDir(), '--force'],
      config,
    );
    expect(message).toContain('Restored');
    expect(await readFile(path.join(restoredDir(), 'notes.txt'), 'utf8')).toBe('kept');
    expect((await readdir(restoredDir())).sort()).toEqual([
      'db',
      'jwt-secret',
      'mail',
      'notes.txt',
      'uploads',
    ]);
  });

  it('backs up a stopped data directory by itself', { timeout: 120_000 }, async () => {
    const again = path.join(work, 'again.tar.gz');
    // With the files in a bucket, the command says the bucket is to be copied as well.
    const s3 = { bucket: 'org-files', region: 'us-east-1', forcePathStyle: true, prefix: '' };
    const said = await backupCommand(['--out', again], { dataDir: restoredDir(), s3 });
    expect(said).toMatch(/from the data directory \(no app was running\).*\d+ stored files/s);
    expect(said).toMatch(/in the bucket org-files \(FILE_STORE=s3\), not in this\s+archive/);
    await restoreCommand([again, '--data-dir', path.join(work, 'second')], config);
    const pglite = await PGlite.create(path.join(work, 'second', 'db'), {
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const { rows } = await pglite.query<{ n: number }>(
        'select count(*)::int as n from applications',
      );
      const first = await PGlite.create(path.join(restoredDir(), 'db'), {
        extensions: PGLITE_EXTENSIONS,
      });
      const { rows: expected } = await first.query<{ n: number }>(
        'select count(*)::int as n from applications',
      );
      await first.close();
      expect(rows[0]!.n).toBe(expected[0]!.n);
    } finally {
      await pglite.close();
    }
    expect(
      await backupCommand(['--out', again], { dataDir: restoredDir() }).catch(
        (e: Error) => e.message,
      ),
    ).toMatch(/already exists/);
  });

  it(
    'says a damaged or cut archive cannot be restored and leaves the target empty',
    { timeout: 120_000 },
    async () => {
      const whole = await readFile(archive());
      // A changed byte in the compressed data, anywhere: gzip's check, a tar header or a
      // checksum finds it, and nothing half-unpacked is left behind.
      const flipped = (at: number) => {
        const copy = Buffer.from(whole);
        copy[at] = copy[at]! ^ 0x55;
        return copy;
      };
      const cases: [string, Buffer, RegExp][] = [
        ['cut.tar.gz', whole.subarray(0, Math.floor(whole.length * 0.6)), /ends early/],
        ...[0.25, 0.5, 0.75, 0.99].map((share): [string, Buffer, RegExp] => [
          `flipped-${share}.tar.gz`,
          flipped(Math.floor(whole.length * share)),
          /not intact gzip data|is damaged/,
        ]),
        ['random.tar.gz', randomBytes(4096), /not intact gzip data/],
      ];
      for (const [name, bytes, reason] of cases) {
        const file = path.join(work, name);
        await writeFile(file, bytes);
        const target = path.join(work, `target-${name}`);
        await mkdir(target);
        const message = await restoreCommand([file, '--data-dir', target], config).catch(
          (e: Error) => e.message,
        );
        expect(message).toMatch(new RegExp(`${name} cannot be restored: .*Nothing was changed\\.`));
        expect(message).toMatch(reason);
        expect(await readdir(target)).toEqual([]);
      }
      // A well-formed archive that is not a backup.
      const hello = Buffer.from('hello\n');
      const foreign = gzipSync(
        Buffer.concat([
          tarHeader({ name: 'hello.txt', size: hello.length, mode: 0o644, mtime: new Date() }),
          hello,
          tarPadding(hello.length),
          TAR_END,
        ]),
      );
      const file = path.join(work, 'foreign.tar.gz');
      await writeFile(file, foreign);
      await expect(
        restoreCommand([file, '--data-dir', path.join(work, 'target-foreign')], config),
      ).rejects.toThrow(/foreign\.tar\.gz cannot be restored: it is not a Mutabaa backup/);
      expect(await readdir(path.join(work, 'target-foreign'))).toEqual([]);
    },
  );

  it('points to pg_dump when DATABASE_URL is set', { timeout: 60_000 }, async () => {
    const result = await cli('backup', [], { DATABASE_URL: 'postgres://mutabaa@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Error: DATABASE_URL is set: .*pg_dump -Fc/);
    expect(result.stdout).toBe('');
  });
});
