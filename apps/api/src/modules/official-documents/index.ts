import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officialDocumentsRoutes } from './official-documents.routes.js';
import type { OfficialDocumentsService } from './official-documents.service.js';

export { PdfRenderer } from './pdf/renderer.js';
export { OfficialDocumentsService } from './official-documents.service.js';

/** Receipts, decision letters and certificates as PDF, and their public verification. */
export function officialDocumentsModule(service: OfficialDocumentsService): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(officialDocumentsRoutes(service));
  };
}
