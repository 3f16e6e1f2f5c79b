import { buildApp } from './app.js';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { usePrivateUmask } from './lib/private-files.js';

/** Starts the app on PORT and closes it cleanly on SIGINT/SIGTERM. */
async function main() {
  usePrivateUmask();
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // A connection whose request finishes during the close would otherwise be kept open,
    // waiting for a next request, for the whole keep-alive timeout (5 s).
    app.server.keepAliveTimeout = 1;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutting down failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`port ${config.port} is in use; stop what uses it or set PORT.`);
    }
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  const reach = isLoopbackHost(config.host)
    ? `listening on ${config.host}: this machine only; set HOST to open it to others`
    : `listening on ${config.host}`;
  process.stdout.write(`\nMutabaa is running at ${config.publicUrl} (${where}; ${reach})\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\nMutabaa cannot start: ${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nMutabaa failed to start: ${String((error as Error)?.stack ?? error)}\n`,
    );
  }
  process.exit(1);
});
