import type { AttachmentContentType } from '@mutabaa/shared';

// The content types the API writes or recognises by name, each spelt once. The Office ones are
// also attachment types, which `satisfies` keeps in step with the shared list.

/** An Excel workbook (.xlsx). */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' satisfies AttachmentContentType;

/** A Word document (.docx). */
export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document' satisfies AttachmentContentType;

/** A CSV file the API writes: always UTF-8 (with a byte order mark, see spreadsheet/csv.ts). */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
