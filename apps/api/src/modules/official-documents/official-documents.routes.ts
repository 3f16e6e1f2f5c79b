import {
  ZIssueDocumentRequest,
  ZIssuedDocument,
  ZDocumentVerification,
  ZVerifyTokenParams,
  ZWithdrawDocumentRequest,
  VERIFY_TOKEN_PATTERN,
} from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError, rateLimited } from '../../lib/app-error.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { OfficialDocumentsService } from './official-documents.service.js';
import { fileNameOf, presentIssued, presentVerification } from './official-documents.presenter.js';

const BASE = '/transactions/:id/documents';
const ZDocParams = ZIdParams.extend({ doc: ZIdParams.shape.id });

/** Official documents of an application, and their public verification. */
export function officialDocumentsRoutes(service: OfficialDocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['documents'];
    const presenter = (request: FastifyRequest) => (doc: Parameters<typeof presentIssued>[0]) =>
      presentIssued(doc, (token) => service.verifyUrl(token), actorOf(request).user);

    app.get(
      `${BASE}/`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The application’s issued documents, newest first (404 outside scope)',
          params: ZIdParams,
          response: { 200: z.array(ZIssuedDocument), ...errorResponses(401, 404) },
        },
      },
      async (request) =>
        (await service.list(idOf(request.params), actorOf(request))).map(presenter(request)),
    );

    app.post(
      `${BASE}/`,
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary:
            'Issues a decision letter or a certificate as PDF (a new version each time); 409 when the application is not at a status that has one',
          params: ZIdParams,
          body: ZIssueDocumentRequest,
          response: {
            201: ZIssuedDocument,
            ...errorResponses(401, 403, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const doc = await service.issue(idOf(request.params), request.body, actorOf(request));
        return reply.code(201).send(presenter(request)(doc));
      },
    );

    app.get(
      `${BASE}/:doc/download/`,
      {
        onRequest: app.authenticate,
        compress: false,
        schema: {
          tags,
          security,
          summary: 'The document’s PDF, as issued (404 outside scope)',
          params: ZDocParams,
        },
      },
      async (request, reply) => {
        const { doc, file } = await service.download(
          idOf(request.params),
          idOf({ id: request.params.doc }),
          actorOf(request),
        );
        return reply
          .type('application/pdf')
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(fileNameOf(doc)))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.post(
      `${BASE}/:doc/withdraw/`,
      {
        onRequest: app.requireRole('editor'),
        schema: {
          tags,
          security,
          summary: 'Marks the document withdrawn, with a reason; it is kept (409 if already)',
          params: ZDocParams,
          body: ZWithdrawDocumentRequest,
          response: { 200: ZIssuedDocument, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        presenter(request)(
          await service.withdraw(
            idOf(request.params),
            idOf({ id: request.params.doc }),
            request.body.reason,
            actorOf(request),
          ),
        ),
    );

    // A counter of its own, as the public view of an application has.
    const limit = app.createRateLimit({
      max: app.config.rateLimitIpMax,
      timeWindow: app.config.rateLimitWindowMs,
      keyGenerator: (request) => `verify:${request.ip}`,
    });
    const limited = async (request: FastifyRequest) => {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
    };

    app.get(
      '/public/verify/:token/',
      {
        onRequest: limited,
        schema: {
          tags: ['public'],
          summary:
            'Verification of a printed document by the token under its QR code (no sign-in; 404 for an unknown token)',
          params: ZVerifyTokenParams,
          response: { 200: ZDocumentVerification, ...errorResponses(404, 422, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { token } = request.params;
        if (!VERIFY_TOKEN_PATTERN.test(token)) throw new AppError(404, 'document_not_found');
        const { doc, lookup } = await service.verify(token, request.ip);
        return presentVerification(doc, lookup);
      },
    );
  };
}
