import { once } from 'node:events';
import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { pgliteVersion, removeStaleSnapshots, takeSnapshot } from './snapshot.js';

// `npm run backup` and the running app: the app holds its data directory's lock and PGlite is a
// single in-process connection, so the command cannot open the database itself. It asks the app
// over a Unix socket in the data directory instead:
//   command: "snapshot\n"
//   app:     {"ok":true,"database_bytes":N,"files_dir":"…","pglite":"…"}\n, then N bytes
//            (the database dump), then keeps `files_dir` until the command hangs up
//   or:      {"ok":false,"error":"…"}\n
// The socket is created with mode 0600: only the data directory's owner (and root) may connect,
// the same people who can read the data directory's files anyway.

export const SOCKET_NAME = 'backup.sock';
export const REQUEST = 'snapshot';
/** sun_path holds 108 bytes, the last a NUL. */
export const MAX_SOCKET_PATH_BYTES = 107;

export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, SOCKET_NAME);

export type SnapshotHeader =
  | { ok: true; database_bytes: number; files_dir: string; pglite: string }
  | { ok: false; error: string };

export type SnapshotServer = { close(): Promise<void> };

/** Reads the request line; undefined when the peer sends something else or nothing in time. */
function readRequest(socket: net.Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let line = '';
    let answered = false;
    const answer = (request: string | undefined) => {
      if (answered) return;
      answered = true;
      socket.setTimeout(0);
      resolve(request);
    };
    socket.setTimeout(10_000, () => {
      answer(undefined);
      socket.destroy();
    });
    // Read to the end (what follows the request is ignored), so that the hang-up is seen.
    socket.on('data', (chunk: Buffer) => {
      if (answered) return;
      line += chunk.toString('utf8');
      const end = line.indexOf('\n');
      if (end !== -1) answer(line.slice(0, end).trim());
      else if (line.length > 64) answer(undefined);
    });
    socket.once('close', () => answer(undefined));
  });
}

async function write(socket: net.Socket, data: string | Uint8Array): Promise<void> {
  if (!socket.write(data)) {
    await Promise.race([once(socket, 'drain'), once(socket, 'close')]);
    if (socket.destroyed) throw new Error('the backup command hung up');
  }
}

/**
 * Serves database snapshots to `npm run backup` on `DATA_DIR/backup.sock` (embedded mode only:
 * with PostgreSQL, pg_dump is the backup). Never stops the app from starting: without a socket
 * (a path too long for one, a file in the way) it logs why and backups need the app stopped.
 */
export async function serveSnapshots(
  pglite: PGlite,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<SnapshotServer | undefined> {
  await removeStaleSnapshots(dataDir);
  const file = snapshotSocketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    log.warn({ file }, 'the data directory path is too long for the backup socket');
    return undefined;
  }
  // Only the holder of the data directory's lock gets here: a socket left by a process that
  // stopped is this one's to replace.
  const existing = await lstat(file).catch(() => undefined);
  if (existing && !existing.isSocket()) {
    log.warn({ file }, 'a file is in the way of the backup socket');
    return undefined;
  }
  if (existing) await rm(file, { force: true });

  const connections = new Set<net.Socket>();
  const releases = new Set<() => Promise<void>>();
  // One snapshot at a time: each holds a copy of the database in memory.
  let turn = Promise.resolve();
  const version = pgliteVersion();

  const serve = async (socket: net.Socket) => {
    const request = await readRequest(socket);
    if (request !== REQUEST) {
      socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
      return;
    }
    let release: (() => Promise<void>) | undefined;
    let sending = false;
    const previous = turn;
    let done!: () => void;
    turn = new Promise((resolve) => (done = resolve));
    try {
      await previous;
      if (socket.destroyed) return;
      const started = Date.now();
      const snapshot = await takeSnapshot(pglite, dataDir);
      release = snapshot.release;
      releases.add(release);
      log.info(
        { bytes: snapshot.database.size, ms: Date.now() - started },
        'backup: database snapshot taken',
      );
      const header: SnapshotHeader = {
        ok: true,
        database_bytes: snapshot.database.size,
        files_dir: snapshot.filesDir,
        pglite: version,
      };
      sending = true;
      // A command that stops reading must not keep the dump in memory and the next backup
      // waiting for ever.
      socket.setTimeout(60_000, () => socket.destroy());
      await write(socket, `${JSON.stringify(header)}\n`);
      for await (const chunk of snapshot.database.stream()) await write(socket, chunk);
      socket.setTimeout(0);
    } catch (error) {
      log.error({ err: error }, 'backup: snapshot failed');
      // Cut off in the middle of the dump, the command sees it end short.
      if (sending) socket.destroy();
      else if (!socket.destroyed) {
        const header: SnapshotHeader = { ok: false, error: (error as Error).message };
        socket.end(`${JSON.stringify(header)}\n`);
      }
    } finally {
      done();
    }
    // The command reads the files from the snapshot folder, then hangs up.
    if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    if (release) {
      releases.delete(release);
      await release();
    }
  };

  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => connections.delete(socket));
    serve(socket).catch((error: unknown) => {
      log.error({ err: error }, 'backup: connection failed');
      socket.destroy();
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Created without access for others rather than closed after: bind() applies the umask, and
  // between a bind and a chmod anyone could connect. listen() binds before it returns.
  let umask: number | undefined;
  try {
    umask = process.umask(0o177);
  } catch {
    // worker threads cannot change it; the chmod below still applies
  }
  try {
    server.listen(file);
  } finally {
    if (umask !== undefined) process.umask(umask);
  }
  try {
    await listening;
  } catch (error) {
    log.warn({ err: error, file }, 'backup socket not available');
    return undefined;
  }
  await chmod(file, 0o600);
  server.on('error', (error) => log.error({ err: error }, 'backup socket failed'));

  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      await Promise.all([...releases].map((release) => release()));
      await rm(file, { force: true });
    },
  };
}
