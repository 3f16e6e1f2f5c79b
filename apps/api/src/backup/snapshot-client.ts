import net from 'node:net';
import { REQUEST, snapshotSocketPath, type SnapshotHeader } from './snapshot-server.js';

/** The running app could not be asked (no socket, or it refused): says why. */
export class SnapshotUnavailableError extends Error {}

export type RemoteSnapshot = {
  databaseBytes: number;
  /** The app's folder of the snapshot's files, kept until `close`. */
  filesDir: string;
  pglite: string;
  /** Exactly `databaseBytes` bytes of the dump; read once. */
  database: AsyncIterable<Buffer>;
  /** Hangs up: the app then removes the snapshot's files. */
  close(): void;
};

function connect(file: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Asks the app that holds `dataDir` for a snapshot of its database and files. */
export async function requestSnapshot(dataDir: string): Promise<RemoteSnapshot> {
  const file = snapshotSocketPath(dataDir);
  let socket: net.Socket;
  try {
    socket = await connect(file);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    // A socket this user may not open is a permission error, said as such by the command.
    if (code === 'EACCES') throw error;
    throw new SnapshotUnavailableError(
      code === 'ENOENT' || code === 'ECONNREFUSED'
        ? `it does not answer on ${file} (still starting, or a version without backups)`
        : `${file}: ${(error as Error).message}`,
    );
  }
  const chunks = (socket as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  socket.write(`${REQUEST}\n`);
  let pending = Buffer.alloc(0);
  let header: SnapshotHeader | undefined;
  try {
    while (!header) {
      const next = await chunks.next();
      if (next.done) throw new SnapshotUnavailableError('it hung up without an answer');
      pending = Buffer.concat([pending, next.value]);
      const end = pending.indexOf(0x0a);
      if (end === -1) {
        if (pending.length > 65536) throw new SnapshotUnavailableError('its answer is garbled');
        continue;
      }
      try {
        header = JSON.parse(pending.subarray(0, end).toString('utf8')) as SnapshotHeader;
      } catch {
        throw new SnapshotUnavailableError('its answer is garbled');
      }
      pending = pending.subarray(end + 1);
    }
    if (!header.ok)
      throw new SnapshotUnavailableError(`it could not take a snapshot: ${header.error}`);
  } catch (error) {
    socket.destroy();
    throw error;
  }
  const total = header.database_bytes;
  async function* database(): AsyncGenerator<Buffer> {
    let received = 0;
    let chunk: Buffer | undefined = pending;
    while (received < total) {
      if (chunk?.length) {
        const part = chunk.subarray(0, total - received);
        received += part.length;
        yield part;
      }
      if (received >= total) break;
      const next = await chunks.next();
      if (next.done) {
        throw new Error(`the app stopped sending the database after ${received} of ${total} bytes`);
      }
      chunk = next.value;
    }
  }
  return {
    databaseBytes: total,
    filesDir: header.files_dir,
    pglite: header.pglite,
    database: database(),
    close: () => socket.destroy(),
  };
}
