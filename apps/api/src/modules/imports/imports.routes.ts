import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  ZImport,
  ZImportCheckRequest,
  ZImportFileQuery,
  ZImportGetQuery,
  ZImportListQuery,
  ZImportPage,
} from '@mutabaa/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  pageBody,
  ZIdParams,
} from '../../lib/route-helpers.js';
import { receiveUpload } from '../../lib/uploads/receive-upload.js';
import { importDir } from './run-deps.js';
import type { ImportsService } from './imports.service.js';

const BASE = '/transactions/import';
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const ZTemplateQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

const tooLarge = () =>
  new AppError(413, 'file_too_large', { params: { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) } });

type File = { contentType: string; fileName: string; localName: string; body: unknown };

function sendFile(reply: FastifyReply, file: File) {
  return reply
    .header('content-disposition', contentDisposition(file.localName, file.fileName))
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(file.body);
}

/** The import wizard, under /api/transactions/import/: admins and editors. */
export function importsRoutes(service: ImportsService, dataDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 2, fields: 10, parts: 12 },
    });
    const staff = { onRequest: app.requireRole('editor') };
    const tags = ['imports'];

    app.get(
      `${BASE}/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'The caller’s imports, newest first',
          querystring: ZImportListQuery,
          response: { 200: ZImportPage, ...errors },
        },
      },
      async (request) =>
        pageBody(
          request,
          request.query,
          await service.list(request.query, actorOf(request), request.lang),
        ),
    );

    app.get(
      `${BASE}/template/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary:
            'The import template in the caller’s language: Excel with drop-down lists, or CSV',
          querystring: ZTemplateQuery,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) =>
        sendFile(reply, await service.template(request.query.format, request.lang)),
    );

    app.post(
      `${BASE}/upload/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary:
            'Upload a file (multipart field `file`: .xlsx or .csv, at most 50 MB): its sheets, columns, first rows and a suggested mapping',
          consumes: ['multipart/form-data'],
          response: { 201: ZImport, ...errorResponses(413, 415), ...errors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { fileName, file } = await receiveUpload(request, importDir(dataDir), { tooLarge });
        // A client that leaves before its answer stops the reading of its file.
        const gone = new AbortController();
        const leave = () => {
          if (!reply.raw.writableEnded) gone.abort();
        };
        reply.raw.once('close', leave);
        try {
          const body = await service.upload(fileName, file, actor, request.lang, gone.signal);
          return await reply.code(201).send(body);
        } finally {
          reply.raw.off('close', leave);
        }
      },
    );

    app.get(
      `${BASE}/:id/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'One import: status, progress, counts and a page of problems',
          params: ZIdParams,
          querystring: ZImportGetQuery,
          response: { 200: ZImport, ...errors },
        },
      },
      async (request) =>
        service.get(idOf(request.params), request.query.page, actorOf(request), request.lang),
    );

    app.post(
      `${BASE}/:id/check/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'Check every row with this mapping and these options (a job; 202)',
          params: ZIdParams,
          body: ZImportCheckRequest,
          response: { 202: ZImport, ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const body = await service.check(id, request.body, actorOf(request), request.lang);
        return reply.code(202).send(body);
      },
    );

    app.get(
      `${BASE}/:id/errors/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'The rows with problems as the original sheet, with a column of messages',
          params: ZIdParams,
          querystring: ZImportFileQuery,
          response: { 200: z.any(), ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const file = await service.problemsFile(
          id,
          request.query.format,
          actorOf(request),
          request.lang,
        );
        return sendFile(reply, file);
      },
    );

    app.post(
      `${BASE}/:id/commit/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary:
            'Create every row’s application, all or none (a job; 202); 409 while a row has a problem',
          params: ZIdParams,
          response: { 202: ZImport, ...errors },
        },
      },
      async (request, reply) => {
        const body = await service.commit(idOf(request.params), actorOf(request), request.lang);
        return reply.code(202).send(body);
      },
    );

    app.post(
      `${BASE}/:id/cancel/`,
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'Stop a running check or import (nothing of it is written), or abandon it',
          params: ZIdParams,
          response: { 200: ZImport, ...errors },
        },
      },
      async (request) => service.cancel(idOf(request.params), actorOf(request), request.lang),
    );
  };
}
