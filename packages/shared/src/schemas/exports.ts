import { z } from 'zod';
import { ZApplicationListQuery } from './applications.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /transactions/export/: every filter, the search and the ordering of the list, without
 * paging (an export holds every row the list would show), and the file format.
 */
export const ZApplicationExportQuery = ZApplicationListQuery.omit({
  page: true,
  page_size: true,
}).extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
});
export type TApplicationExportQuery = z.infer<typeof ZApplicationExportQuery>;
