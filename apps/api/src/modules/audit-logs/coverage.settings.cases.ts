import { DEFAULT_BRANDING } from '@mutabaa/shared';
import { describe, it } from 'vitest';
import { multipartFile, TINY_PNG } from '../../test/multipart.js';
import type { CoverageContext } from './coverage.fixtures.js';

/** System settings and branding. */
export function settingsCases({ admin, call, ok, auditedOnce }: CoverageContext) {
  describe('settings and branding', () => {
    it('audits a setting, the logo upload and its removal', async () => {
      await auditedOnce(
        () =>
          call('POST', '/system/settings/bulk_update/', {
            session: admin,
            payload: { settings: { BRAND_PRIMARY_COLOR: '#123456' } },
          }).then(ok),
        {
          action: 'setting.updated',
          actorId: admin.user.id,
          entityType: 'setting',
          entityId: 'BRAND_PRIMARY_COLOR',
          changes: { value: [DEFAULT_BRANDING.primary_color, '#123456'] },
        },
      );
      const { payload, headers } = multipartFile('logo', 'logo.png', 'image/png', TINY_PNG);
      const { result } = await auditedOnce(
        () =>
          call('POST', '/system/upload-logo/', { session: admin, payload, headers }).then((r) =>
            ok<{ logo_url: string }>(r),
          ),
        (body) => ({
          action: 'setting.updated',
          actorId: admin.user.id,
          entityType: 'setting',
          entityId: 'BRAND_LOGO_URL',
          changes: {
            value: [DEFAULT_BRANDING.logo_url, body.logo_url],
            size: [null, TINY_PNG.length],
            content_type: [null, 'image/png'],
          },
        }),
      );
      await auditedOnce(
        () =>
          call('POST', '/system/settings/reset_to_defaults/', {
            session: admin,
            payload: { setting_keys: ['BRAND_LOGO_URL'] },
          }).then(ok),
        {
          action: 'setting.reset',
          actorId: admin.user.id,
          entityType: 'setting',
          entityId: 'BRAND_LOGO_URL',
          changes: { value: [result.logo_url, DEFAULT_BRANDING.logo_url] },
        },
      );
    });
  });
}
