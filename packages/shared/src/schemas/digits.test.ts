import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZApplicationCreate, ZApplicationListQuery } from './applications.js';
import { ZAssignmentListQuery } from './assignments.js';
import { ZAuditLogListQuery } from './audit-logs.js';
import { ZProfilePatch, ZRegisterRequest } from './auth.js';
import { ZApplicationExportQuery } from './exports.js';
import { ZFieldConfigListQuery, ZOptionCreate } from './form-config.js';
import { ZImportGetQuery, ZImportListQuery } from './imports.js';
import { ZNotificationListQuery } from './notifications.js';
import { ZReportQuery } from './reports.js';
import { ZUserCreate, ZUserListQuery, ZUserPickerQuery } from './users.js';
import { ZDocumentListQuery } from './attachments.js';
import { ZHexColor } from './branding.js';

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const inDigits = (value: unknown, set: string): unknown =>
  typeof value === 'string' ? value.replace(/[0-9]/g, (d) => set[Number(d)]!) : value;
const everyValue = (input: Record<string, unknown>, set: string) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, inDigits(v, set)]));

/** The schema's answer for `input`, and for it with every digit in the other two sets. */
function answers(schema: z.ZodType, input: Record<string, unknown>) {
  return [input, everyValue(input, ARABIC), everyValue(input, PERSIAN)].map((i) => {
    const result = schema.safeParse(i);
    return result.success ? result.data : result.error.issues.map((x) => [x.path, x.message]);
  });
}

describe('the request schemas read digits in any of the three sets', () => {
  it('list queries: pages, sizes, ids, days and yes/no', () => {
    const cases: [z.ZodType, Record<string, string>][] = [
      [
        ZApplicationListQuery,
        {
          page: '3',
          page_size: '25',
          assigned_to: '12',
          client: '7',
          import: '4',
          created_at_after: '2026-01-01',
          created_at_before: '2026-12-31',
          due_date_after: '2026-02-01',
          due_date_before: '2026-02-28',
          completed_at_after: '2026-03-01',
          completed_at_before: '2026-03-31',
          open_on: '2026-04-01',
          left_at_after: '2026-05-01',
          left_at_before: '2026-05-31',
          open: '1',
          due_met: '0',
        },
      ],
      [ZApplicationExportQuery, { created_at_after: '2026-01-01', client: '7' }],
      [
        ZAuditLogListQuery,
        {
          page: '2',
          page_size: '50',
          id: '10',
          actor: '3',
          entity_id: '42',
          ip: '10.0.0.1',
          created_at_after: '2026-01-01',
          created_at_before: '2026-11-28T09:11:10+03:00',
        },
      ],
      [
        ZAssignmentListQuery,
        { page: '2', transaction: '9', user: '5', created_at_after: '2026-01-01' },
      ],
      [ZNotificationListQuery, { page: '2', is_read: '0', created_at_before: '2026-06-30' }],
      [
        ZReportQuery,
        { created_at_after: '2026-01-01', created_at_before: '2026-03-31', assigned_to: '8' },
      ],
      [ZUserListQuery, { page: '4', page_size: '10', is_active: '1' }],
      [ZUserPickerQuery, { page: '2', page_size: '20' }],
      [ZDocumentListQuery, { page: '2', page_size: '20' }],
      [ZFieldConfigListQuery, { page: '1', page_size: '100' }],
      [ZImportListQuery, { page: '2', page_size: '20' }],
      [ZImportGetQuery, { page: '2' }],
    ];
    for (const [schema, input] of cases) {
      const [latin, arabic, persian] = answers(schema, input);
      expect(Array.isArray(latin), JSON.stringify(latin)).toBe(false);
      expect(arabic).toEqual(latin);
      expect(persian).toEqual(latin);
    }
  });

  it('a refused value is refused alike, with the same message', () => {
    const [latin, arabic, persian] = answers(ZApplicationListQuery, {
      page: '0',
      created_at_after: '2200-01-01',
    });
    expect(latin).toEqual([
      [['page'], expect.any(String)],
      [['created_at_after'], 'date_out_of_range'],
    ]);
    expect(arabic).toEqual(latin);
    expect(persian).toEqual(latin);
  });

  it('bodies: the due date and phone numbers, while free text keeps its digits', () => {
    const body = {
      title: 'طلب رقم ٢٠٢٦',
      due_date: '2026-12-31',
      client_phone: '+966 50 123 4567',
    };
    for (const typed of [everyValue(body, ARABIC), everyValue(body, PERSIAN)]) {
      expect(typed.due_date).not.toBe(body.due_date);
      expect(ZApplicationCreate.parse(typed)).toEqual(body);
    }
    expect(ZHexColor.parse('#٣٣٦٦۹۹')).toBe('#336699');
    expect(ZOptionCreate.shape.badge_color.parse('#۱a۲b۳c')).toBe('#1a2b3c');
    for (const schema of [ZRegisterRequest, ZProfilePatch, ZUserCreate]) {
      const phone = schema.shape.phone_number;
      expect(phone.parse('٠٥٠ ١٢٣ ۴۵۶۷')).toBe('050 123 4567');
    }
  });
});
