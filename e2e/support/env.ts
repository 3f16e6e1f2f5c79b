import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's data directory for this run: its mail folder holds the messages sent. */
export const E2E_DATA_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.data',
  `run-${E2E_PORT}`,
);
