import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, ZAttachment } from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import { receiveUpload } from '../../lib/uploads/receive-upload.js';
import { attachmentDir } from './attachments.files.js';
import { fileTooLarge, type AttachmentsService } from './attachments.service.js';

const BASE = '/transactions';
const errors = errorResponses(400, 401, 403, 404, 422);

/** Files of an application, under /api/transactions/. */
export function attachmentsRoutes(service: AttachmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart only here and for the logo: elsewhere it stays an unsupported media type.
    await app.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2, fields: 10, parts: 12 },
    });
    const signedIn = { onRequest: app.authenticate };
    const tags = ['attachments'];

    app.get(
      `${BASE}/:id/attachments/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Files of an application, newest first (404 outside scope)',
          params: ZIdParams,
          response: { 200: z.array(ZAttachment), ...errors },
        },
      },
      async (request) => service.list(idOf(request.params), actorOf(request)),
    );

    app.post(
      `${BASE}/:id/attachments/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'Attach a file (multipart field `file`, at most 10 MB; PDF, PNG, JPEG, WebP, GIF, DOCX, XLSX, text, CSV judged by content)',
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 201: ZAttachment, ...errorResponses(413, 415, 503), ...errors },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const actor = actorOf(request);
        // Out of scope is answered before a byte is written.
        await service.assertCanUpload(id, actor);
        const upload = await receiveUpload(request, attachmentDir(app.config.dataDir), {
          tooLarge: fileTooLarge,
        });
        const attachment = await service.upload(id, upload, actor);
        return reply.code(201).send(attachment);
      },
    );

    app.get(
      `${BASE}/attachments/:id/download/`,
      {
        ...signedIn,
        // Sent as stored. The compression plugin passes through, unencoded yet labelled gzip,
        // any body whose first two bytes look like a zlib header: a text file starting `x `.
        compress: false,
        schema: {
          tags,
          security,
          summary: 'The file itself, as a download (404 outside scope)',
          params: ZIdParams,
        },
      },
      async (request, reply) => {
        const file = await service.download(idOf(request.params), actorOf(request));
        const type = file.contentType.startsWith('text/')
          ? `${file.contentType}; charset=utf-8`
          : file.contentType;
        return reply
          .type(type)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.delete(
      `${BASE}/attachments/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove a file (204): its uploader, or an editor or admin within scope',
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(idOf(request.params), actorOf(request));
        return reply.code(204).send(null);
      },
    );
  };
}
