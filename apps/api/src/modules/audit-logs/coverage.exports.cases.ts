import { describe, expect, it } from 'vitest';
import type { CoverageContext } from './coverage.fixtures.js';

/** Exports and announcements. */
export function exportCases({ admin, editor, call, ok, auditedOnce }: CoverageContext) {
  describe('exports and announcements', () => {
    it('audits an export of applications, with what it held', async () => {
      await auditedOnce(
        async () => {
          const response = await call('GET', '/transactions/export/?format=csv&status=draft', {
            session: editor,
          });
          expect(response.statusCode).toBe(200);
          return response.body.trim().split('\n').length - 1;
        },
        (rows) => ({
          action: 'application.exported',
          actorId: editor.user.id,
          entityType: 'application',
          entityId: null,
          changes: {
            format: [null, 'csv'],
            filters: [null, expect.objectContaining({ status: 'draft' })],
            row_count: [null, rows],
            complete: [null, true],
          },
        }),
      );
    });

    it('audits an export of the admin dashboard', async () => {
      await auditedOnce(
        async () => {
          const response = await call('GET', '/dashboard/admin/export/', { session: admin });
          expect(response.statusCode).toBe(200);
        },
        {
          action: 'dashboard.exported',
          actorId: admin.user.id,
          entityType: 'dashboard',
          entityId: 'admin',
          changes: { format: [null, 'xlsx'], language: [null, 'en'] },
        },
      );
    });

    it('audits an export of a report', async () => {
      await auditedOnce(
        async () => {
          const response = await call('GET', '/reports/export/?format=xlsx&priority=high', {
            session: admin,
          });
          expect(response.statusCode).toBe(200);
        },
        {
          action: 'report.exported',
          actorId: admin.user.id,
          entityType: 'report',
          entityId: null,
          changes: {
            format: [null, 'xlsx'],
            language: [null, 'en'],
            filters: [null, { priority: 'high' }],
          },
        },
      );
    });

    it('audits an announcement to users', async () => {
      await auditedOnce(
        () =>
          call('POST', '/notifications/announcements/', {
            session: admin,
            payload: { role: 'admin', title_en: 'Maintenance tonight' },
          }).then((r) => ok<{ recipients: number }>(r, 201)),
        (body) => ({
          action: 'notification.announced',
          actorId: admin.user.id,
          entityType: 'notification',
          entityId: null,
          changes: {
            role: [null, 'admin'],
            title_en: [null, 'Maintenance tonight'],
            title_ar: [null, ''],
            message_en: [null, ''],
            message_ar: [null, ''],
            recipients: [null, body.recipients],
          },
        }),
      );
    });
  });
}
