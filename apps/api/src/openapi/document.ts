import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * The OpenAPI document of the app, built without listening: the app is assembled on a
 * throw-away embedded database with a fixed configuration (no workers, no demo data), so the
 * document depends on the code alone. `npm run openapi` writes it to docs/openapi.json.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'openapi-document-openapi-document-0123456789',
      PUBLIC_URL: 'http://localhost:8080',
    });
    const app = await buildApp({ ...config, runWorkers: false, seedDemo: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
