import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { documentTemplatesRoutes } from './document-templates.routes.js';
import { DocumentTemplatesService } from './document-templates.service.js';
import { officialDocumentsRoutes } from './official-documents.routes.js';
import type { OfficialDocumentsService } from './official-documents.service.js';

export { PdfRenderer } from './pdf/renderer.js';
export { OfficialDocumentsService } from './official-documents.service.js';

/** Receipts, decision letters and certificates as PDF, their templates and verification. */
export function officialDocumentsModule(deps: {
  db: Db;
  documents: OfficialDocumentsService;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(officialDocumentsRoutes(deps.documents));
    await api.register(documentTemplatesRoutes(new DocumentTemplatesService(deps)));
  };
}
