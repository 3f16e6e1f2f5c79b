import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { systemRoutes } from './system.routes.js';
import { SystemService } from './system.service.js';

export { logoDir } from './logo-files.js';

/** Branding, the logo and the system settings. */
export function systemModule(deps: { db: Db; files: FileStore }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(systemRoutes(new SystemService(deps)));
  };
}
export { brandingWithLogo } from './document-branding.js';
