import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.repository.js';
import { createOrPromoteAdmin, parseCreateAdminArgs } from './create-admin.command.js';
import { readPassword, type PasswordInput } from './create-admin.password.js';
import { UsageError } from './run.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('create-admin arguments', () => {
  it('refuses bad input with a clear message', () => {
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'nope'])).toThrow(/not a valid e-mail address/);
    expect(() => parseCreateAdminArgs(['--emial', 'a@b.test'])).toThrow(UsageError);
  });

  it('refuses a password on the command line and says how to give it', () => {
    for (const args of [
      ['--email', 'a@b.test', '--password', 'Long#enough1'],
      ['--email', 'a@b.test', '--password=Long#enough1'],
      ['--password', 'Long#enough1'],
    ]) {
      expect(() => parseCreateAdminArgs(args)).toThrow(
        /--password is not accepted.*shell history.*prompt.*standard input/s,
      );
    }
  });

  it('splits the name', () => {
    const args = parseCreateAdminArgs([
      '--email',
      'Root@Example.test',
      '--name',
      'مدير النظام العام',
    ]);
    expect(args).toMatchObject({ firstName: 'مدير', lastName: 'النظام العام' });
  });
});

/** A fake terminal: the keys are sent once the prompt asks, raw mode is recorded. */
function terminal(keys: string[]) {
  const input = new PassThrough() as PassThrough & PasswordInput;
  const modes: boolean[] = [];
  input.isTTY = true;
  input.setRawMode = (mode: boolean) => modes.push(mode);
  let shown = '';
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
    if (chunk.toString().endsWith(': ')) input.write(keys.shift() ?? '');
  });
  return { input, output, modes, shown: () => shown };
}

describe('readPassword', () => {
  it('reads the first line piped to standard input', async () => {
    const output = new PassThrough();
    expect(await readPassword(Readable.from(['Piped#2026 x\r\nsecond line\n']), output)).toBe(
      'Piped#2026 x',
    );
    await expect(readPassword(Readable.from(['']), output)).rejects.toThrow(
      /No password on standard input/,
    );
    await expect(readPassword(Readable.from(['short\n']), output)).rejects.toThrow(
      /8 to 128 characters/,
    );
  });

  it('asks twice on a terminal without echoing, with backspace', async () => {
    const tty = terminal(['Typed#2026x\u007f1\r', 'Typed#20261\r']);
    expect(await readPassword(tty.input, tty.output)).toBe('Typed#20261');
    expect(tty.shown()).toContain('Password for the admin: ');
    expect(tty.shown()).not.toContain('Typed');
    expect(tty.modes).toEqual([true, false, true, false]);
  });

  it('refuses two different passwords and stops on Ctrl-C', async () => {
    const differ = terminal(['Typed#20261\r', 'Typed#20262\r']);
    await expect(readPassword(differ.input, differ.output)).rejects.toThrow(/differ/);
    const cancel = terminal(['Typ\u0003']);
    await expect(readPassword(cancel.input, cancel.output)).rejects.toThrow(/Cancelled/);
    expect(cancel.modes).toEqual([true, false]);
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates a verified admin who can sign in', async () => {
    const args = parseCreateAdminArgs(['--email', 'root@example.test', '--name', 'Root Admin']);
    expect(await createOrPromoteAdmin(t.app.db, { ...args, password: 'Root#20261' })).toBe(
      'Created admin root@example.test.',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'root@example.test', password: 'Root#20261' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      role: 'admin',
      email_verified: true,
      full_name: 'Root Admin',
    });
  });

  it('promotes an existing, unverified client', async () => {
    const client = await createUser(t.app, { emailVerified: false, role: 'client' });
    const args = parseCreateAdminArgs(['--email', client.email]);
    expect(await createOrPromoteAdmin(t.app.db, { ...args, password: 'Promoted#2026' })).toMatch(
      /^Updated /,
    );
    const row = await findUserByEmail(t.app.db, client.email);
    expect(row).toMatchObject({
      role: 'admin',
      emailVerified: true,
      isActive: true,
      fullName: 'Test User',
    });
  });
});

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');

/** The command (from source) as its own process on an empty embedded database. */
async function run(args: string[], stdin: string, dataDir: string) {
  const child = spawn(
    tsx,
    ['--tsconfig', 'tsconfig.dev.json', 'src/cli/create-admin.ts', ...args],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

describe('npm run create-admin', () => {
  it(
    'takes the password piped on standard input, never as an argument',
    { timeout: 90_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-create-admin-'));
      try {
        const refused = await run(
          ['--email', 'cli@example.test', '--password', 'Argv#20261'],
          '',
          dataDir,
        );
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/--password is not accepted/);
        expect(refused.stdout).toBe('');

        const piped = await run(['--email', 'cli@example.test'], 'Piped#20261\n', dataDir);
        expect(piped.stderr).toBe('');
        expect(piped.code).toBe(0);
        expect(piped.stdout).toBe('Created admin cli@example.test.\n');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
