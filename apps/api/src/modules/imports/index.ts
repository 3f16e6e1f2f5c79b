import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importsRoutes } from './imports.routes.js';
import { ImportsService, type ImportsDeps } from './imports.service.js';

export { ImportRuns } from './runs.js';
export { IMPORT_QUEUE, type ImportJob } from './imports.service.js';
export { runCheck } from './check-run.js';
export { runCommit } from './commit-run.js';
export { removeExpiredImportFiles, removeUnnamedImportFiles } from './files.js';
export type { RunDeps } from './run-deps.js';

/** The import wizard's API. */
export function importsModule(deps: ImportsDeps): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(importsRoutes(new ImportsService(deps), deps.dataDir));
  };
}
