import {
  ZDetail,
  ZEmailTemplate,
  ZEmailTemplatePreviewRequest,
  ZEmailTemplateRestoreRequest,
  ZEmailTemplateTestRequest,
  ZEmailTemplateUpdate,
  ZEmailTemplateVersion,
  ZRenderedEmail,
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
import { presentTemplate, presentVersion } from './email-templates.presenter.js';
import type { EmailTemplatesService } from './email-templates.service.js';

/** E-mail templates: admin only. */
export function emailTemplatesRoutes(service: EmailTemplatesService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = { onRequest: app.requireRole('admin') };
    const tags = ['email-templates'];
    const ZTemplateSaved = ZEmailTemplate.extend({ detail: z.string() });

    app.get(
      '/email-templates/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Every mail the product sends, with its current text in both languages',
          response: { 200: z.array(ZEmailTemplate), ...errorResponses(401, 403) },
        },
      },
      async () => (await service.list()).map(presentTemplate),
    );

    app.get(
      '/email-templates/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'One template',
          params: ZIdParams,
          response: { 200: ZEmailTemplate, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => presentTemplate(await service.get(idOf(request.params))),
    );

    app.patch(
      '/email-templates/:id/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary:
            'Saves subjects and bodies as a new version; a variable the template does not offer is refused (422)',
          params: ZIdParams,
          body: ZEmailTemplateUpdate,
          response: { 200: ZTemplateSaved, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const saved = await service.update(idOf(request.params), request.body, actorOf(request));
        return { ...presentTemplate(saved), detail: request.t('template_saved') };
      },
    );

    app.post(
      '/email-templates/:id/preview/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary:
            'The template, or unsaved edits, rendered in one language with sample data or an application',
          params: ZIdParams,
          body: ZEmailTemplatePreviewRequest,
          response: { 200: ZRenderedEmail, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => service.preview(idOf(request.params), request.body),
    );

    app.post(
      '/email-templates/:id/test/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Sends the saved template, with sample data, to the caller’s own address',
          params: ZIdParams,
          body: ZEmailTemplateTestRequest.optional(),
          response: { 200: ZDetail, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const email = await service.sendTest(
          idOf(request.params),
          request.body?.language,
          actorOf(request),
        );
        return { detail: request.t('template_test_sent', { email }) };
      },
    );

    app.get(
      '/email-templates/:id/versions/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Every saved version of the template, newest first',
          params: ZIdParams,
          response: { 200: z.array(ZEmailTemplateVersion), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const template = await service.get(idOf(request.params));
        const rows = await service.versions(template.id);
        return rows.map((row) => presentVersion(row, template.version));
      },
    );

    app.post(
      '/email-templates/:id/restore/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Makes an earlier version the current text, as a new version',
          params: ZIdParams,
          body: ZEmailTemplateRestoreRequest,
          response: { 200: ZTemplateSaved, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { version } = request.body;
        const saved = await service.restore(idOf(request.params), version, actorOf(request));
        return { ...presentTemplate(saved), detail: request.t('template_restored', { version }) };
      },
    );

    app.post(
      '/email-templates/:id/reset/',
      {
        ...adminOnly,
        schema: {
          tags,
          security,
          summary: 'Brings back the shipped text, as a new version',
          params: ZIdParams,
          response: { 200: ZTemplateSaved, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const saved = await service.reset(idOf(request.params), actorOf(request));
        return { ...presentTemplate(saved), detail: request.t('template_reset') };
      },
    );
  };
}
