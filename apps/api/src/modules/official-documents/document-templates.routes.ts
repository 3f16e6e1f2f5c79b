import {
  ZDetail,
  ZDocumentTemplate,
  ZDocumentTemplateCreate,
  ZDocumentTemplatePreviewRequest,
  ZDocumentTemplateUpdate,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import { presentTemplate, type DocumentTemplatesService } from './document-templates.service.js';

/** Document templates: admin only. */
export function documentTemplatesRoutes(service: DocumentTemplatesService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { onRequest: app.requireRole('admin') };
    const tags = ['document-templates'];
    const ZSaved = ZDocumentTemplate.extend({ detail: z.string() });

    app.get(
      '/document-templates/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Every document template: receipts, decision letters and certificates',
          response: { 200: z.array(ZDocumentTemplate), ...errorResponses(401, 403) },
        },
      },
      async () => (await service.list()).map(presentTemplate),
    );

    app.post(
      '/document-templates/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary:
            'A template for one application type, or a decision letter at another status (409 if that scope has one)',
          body: ZDocumentTemplateCreate,
          response: { 201: ZSaved, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        const row = await service.create(request.body, actorOf(request));
        return reply
          .code(201)
          .send({ ...presentTemplate(row), detail: request.t('document_template_saved') });
      },
    );

    app.get(
      '/document-templates/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'One template',
          params: ZIdParams,
          response: { 200: ZDocumentTemplate, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => presentTemplate(await service.get(idOf(request.params))),
    );

    app.patch(
      '/document-templates/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary:
            'Saves titles, bodies and footers; a variable the templates do not offer is refused (422)',
          params: ZIdParams,
          body: ZDocumentTemplateUpdate,
          response: { 200: ZSaved, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const row = await service.update(idOf(request.params), request.body, actorOf(request));
        return { ...presentTemplate(row), detail: request.t('document_template_saved') };
      },
    );

    app.delete(
      '/document-templates/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Deletes a template (409 for the receipt’s and certificate’s for all types)',
          params: ZIdParams,
          response: { 200: ZDetail, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        await service.remove(idOf(request.params), actorOf(request));
        return { detail: request.t('document_template_deleted') };
      },
    );

    app.post(
      '/document-templates/:id/reset/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Brings back the shipped text of the template’s kind and status',
          params: ZIdParams,
          response: { 200: ZSaved, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const row = await service.reset(idOf(request.params), actorOf(request));
        return { ...presentTemplate(row), detail: request.t('document_template_reset') };
      },
    );

    app.post(
      '/document-templates/:id/preview/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary:
            'The template, or unsaved edits, as a PDF in one language with sample data or an application',
          params: ZIdParams,
          body: ZDocumentTemplatePreviewRequest,
        },
      },
      async (request, reply) => {
        const pdf = await service.preview(idOf(request.params), request.body, actorOf(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', 'inline; filename="preview.pdf"')
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
