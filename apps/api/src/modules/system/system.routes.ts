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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { receiveUpload } from '../../lib/uploads/receive-upload.js';
import { actorOf } from '../../lib/actor.js';
import { bearerSecurity as security, errorResponses } from '../../lib/route-helpers.js';
import { logoDir } from './logo-files.js';
import { logoRequired, logoTooLarge, type SystemService } from './system.service.js';

const errors = errorResponses(401, 403, 422);

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
        const logo = await system.openLogo(request.params.name);
        if (!logo) throw new AppError(404, 'not_found');
        return reply
          .type(logo.mime)
          .header('content-length', String(logo.size))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(logo.body);
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
          response: { 200: ZLogoUploadResponse, ...errorResponses(413, 415, 503), ...errors },
        },
      },
      async (request) => {
        // Streamed to a temporary file: the logo is never held in memory whole.
        const { dataDir } = app.config;
        const { file } = await receiveUpload(request, logoDir(dataDir), {
          field: 'logo',
          tooLarge: logoTooLarge,
          missing: logoRequired,
        });
        const result = await system.uploadLogo(file, actorOf(request), request.lang);
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
