import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine has PostgreSQL 15's server binaries for a cluster of a test's own. */
export const canStartCluster = existsSync(path.join(BIN, 'initdb'));

/** A free TCP port on 127.0.0.1 (free when asked; nothing holds it afterwards). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A PostgreSQL server of one test's own, which it may stop and start at will. */
export type PgCluster = {
  url: string;
  port: number;
  start(): Promise<void>;
  /** `fast`: open connections are ended (57P01), as on a service restart. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (if running) and removes its directory. */
  destroy(): Promise<void>;
};

/**
 * initdb into a temporary directory and start it on a free port on 127.0.0.1. PostgreSQL
 * refuses to run as root, so as root the binaries run as the `postgres` user.
 */
export async function startCluster(): Promise<PgCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const exec = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args])
      : run(path.join(BIN, command), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const port = await freePort();
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=50',
  ].join(' ');
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await exec('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
