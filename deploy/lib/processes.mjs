// Child processes of the loopback check: started with their output in a log file, stopped
// with a bounded wait, and ports found free on 127.0.0.1.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on at the moment (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Calls `probe` until it returns a truthy value or `timeoutMs` passes (then throws `what`). */
export async function waitFor(what, probe, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
}

/**
 * Starts `command` with stdout and stderr in `logFile`. `user` ({uid, gid}) runs it as another
 * user. The result knows whether it exited and can be stopped.
 */
export function start(command, args, { env, logFile, user, cwd } = {}) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, {
    env,
    cwd,
    stdio: ['ignore', fd, fd],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  closeSync(fd);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    logFile,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    exited,
    /** Sends `signal`, waits up to `timeoutMs`, then SIGKILL. Resolves with how it ended. */
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = sleep(timeoutMs).then(() => 'timeout');
      if ((await Promise.race([exited, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await Promise.race([exited, sleep(5_000)]);
        return { code: null, signal: 'SIGKILL', forced: true };
      }
      return exited;
    },
  };
}

/** The last `lines` lines of a log file (for a failure report). */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
