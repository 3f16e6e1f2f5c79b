import multipart from '@fastify/multipart';
import {
  LOGO_MAX_BYTES,
  ZBranding,
  ZBrandingChangeResponse,
  ZLogoUploadResponse,
  ZSetting,
  ZSettingsBulkUpdateRequest,
  ZSettingsBulkUpdateResponse,
  ZSettingsResetRequest,
} from '@mutabaa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses } from '../../lib/route-helpers.js';
import { readLogo } from './logo-files.js';
import { logoTooLarge, type SystemService } from './system.service.js';

const errors = errorResponses(401, 403, 422);

/** The bytes of the multipart file field `logo`; other parts are drained and ignored. */
async function readLogoPart(request: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    new AppError(422, 'validation_error', {
      messageKey: 'logo_required',
      fieldErrors: { logo: [{ key: 'logo_required' }] },
    });
  if (!request.isMultipart()) throw missing();
  let logo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'logo' && !logo) logo = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
    if (error instanceof AppError || (statusCode && statusCode >= 400 && statusCode < 500)) {
      throw error;
    }
    // busboy's own complaints (no boundary, body cut short) are a malformed request.
    throw new AppError(400, 'bad_request');
  }
  if (!logo || logo.length === 0) throw missing();
  return logo;
}

/** Spec §7 Branding and settings, under /api/system/. */
export function systemRoutes(system: SystemService): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart only here: elsewhere a multipart body stays an unsupported media type.
    await app.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 10, parts: 12 },
    });
    const admin = { onRequest: app.requireRole('admin') };
    const tags = ['system'];

    app.get(
      '/system/branding/',
      {
        schema: {
          tags,
          summary: 'Branding (public); system_title in the request language',
          response: { 200: ZBranding },
        },
      },
      async (request, reply) => {
        // The web app keeps its own 5-minute cache; an HTTP cache on top would stretch the
        // time a new brand takes to reach everyone past those 5 minutes.
        reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
        return system.branding(request.lang);
      },
    );

    app.get(
      '/system/logo/:name',
      {
        schema: {
          tags,
          summary: 'An uploaded logo (public; the name is the content hash)',
          params: z.object({ name: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const logo = await readLogo(app.config.dataDir, request.params.name);
        if (!logo) throw new AppError(404, 'not_found');
        return reply
          .type(logo.mime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(logo.data);
      },
    );

    app.post(
      '/system/upload-logo/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Upload the logo (multipart field `logo`: PNG, JPEG or WebP, at most 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ZLogoUploadResponse, ...errorResponses(413, 415), ...errors },
        },
      },
      async (request) => {
        const data = await readLogoPart(request);
        const result = await system.uploadLogo(data, actorOf(request), request.lang);
        return { detail: request.t('logo_uploaded'), ...result };
      },
    );

    app.get(
      '/system/settings/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Every known setting, stored value or default',
          response: { 200: z.array(ZSetting), ...errors },
        },
      },
      async () => system.settings(),
    );

    app.post(
      '/system/settings/bulk_update/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change several settings at once (all or nothing)',
          body: ZSettingsBulkUpdateRequest,
          response: { 200: ZSettingsBulkUpdateResponse, ...errors },
        },
      },
      async (request) => {
        const result = await system.bulkUpdate(
          request.body.settings,
          actorOf(request),
          request.lang,
        );
        return { detail: request.t('settings_updated'), ...result };
      },
    );

    app.post(
      '/system/settings/reset_to_defaults/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Reset branding settings to their defaults',
          body: ZSettingsResetRequest,
          response: { 200: ZBrandingChangeResponse, ...errors },
        },
      },
      async (request) => {
        const branding = await system.reset(
          request.body.setting_keys,
          actorOf(request),
          request.lang,
        );
        return { detail: request.t('settings_reset'), branding };
      },
    );
  };
}
