import { z } from 'zod';
import { singleLineText, ZPage, ZPageSize } from '../input.js';
import { CREATE_STATUSES } from './applications.js';
import { ZPaginated } from './common.js';
import { EXPORT_FORMATS } from './exports.js';

/** Largest file the wizard takes (bytes). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Most data rows one import holds; a larger file is refused at upload. */
export const IMPORT_MAX_ROWS = 200_000;
/** Rows of the file shown in the mapping step. */
export const IMPORT_SAMPLE_ROWS = 5;
/** Most columns a sheet's header may have; a wider sheet is refused at upload. */
export const IMPORT_MAX_COLUMNS = 200;
/** Longest column name kept, and longest cell of the first rows shown (cut with an ellipsis). */
export const IMPORT_COLUMN_NAME_MAX = 200;
export const IMPORT_SAMPLE_CELL_MAX = 200;
/** Characters of column names and first rows one upload stores, all sheets together. */
export const IMPORT_STORED_TEXT_MAX = 500_000;

/**
 * What reading one file may take, whatever it declares (a workbook of 1 MB can inflate to
 * gigabytes of XML): the bytes actually inflated (a CSV file's bytes), the rows (empty ones
 * too) and cells read in all sheets (a workbook's shared strings count as cells), one CSV
 * field's characters, and for an upload, the server's CPU seconds while it is read and the
 * seconds of the clock. Reading stops at the first limit passed.
 * Chosen by measurement (bench/import-hostile.mjs; 2 × AMD EPYC, Node 20): a workbook of
 * 200,000 rows × 12 columns as exceljs writes it (Arabic and English text, numbers, dates)
 * inflates to 106 MB (93 MB of sheet, 14 MB of shared strings) and takes 7.5 s of CPU to
 * inspect; the costliest XML for its size that makes no rows (empty elements) about 50 ms of
 * CPU per MB, dense cells about 2 µs each. Bytes, rows and cells leave room above that
 * workbook (1.25×, 1.5×, 1.25×), and the CPU bound holds whatever the content, so that an
 * upload of at most IMPORT_MAX_BYTES ends within 10 s of CPU. Excel itself holds at most
 * 32,767 characters in a cell.
 */
export const IMPORT_READ_LIMITS = {
  inflatedBytes: 128 * 1024 * 1024,
  rows: 300_000,
  cells: 3_000_000,
  fieldChars: 32_767,
  uploadWorkSeconds: 9,
  uploadSeconds: 60,
};

/** Problems on one page of GET /transactions/import/{id}/. */
export const IMPORT_ERRORS_PAGE_SIZE = 50;
/** Days an uploaded file is kept. */
export const IMPORT_FILE_DAYS = 7;

/** The fields a column can fill. The client is found by their e-mail, the assignee likewise. */
export const IMPORT_FIELDS = [
  'title',
  'description',
  'transaction_type',
  'priority',
  'status',
  'client_email',
  'client_phone',
  'assigned_to',
  'department',
  'due_date',
  'tags',
  'external_reference_id',
  'project_id',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_STATUSES = [
  'uploaded',
  'checking',
  'checked',
  'importing',
  'completed',
  'failed',
  'cancelled',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Statuses in which a job works on the import. */
export const IMPORT_RUNNING: readonly ImportStatus[] = ['checking', 'importing'];

/** column name (as in `columns`) → field, or null to ignore the column. */
export const ZImportMapping = z.record(singleLineText(200), z.enum(IMPORT_FIELDS).nullable());
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZImportOptions = z
  .object({
    /** Rows without a status column (or an empty cell) start as this. */
    status: z.enum(CREATE_STATUSES).default('draft'),
    /** Type and priority (option values) for empty cells; empty for none. */
    default_type: singleLineText(50).default(''),
    default_priority: singleLineText(50).default(''),
    /** Accept departments that no application uses yet (otherwise they are problems). */
    new_departments: z.boolean().default(false),
  })
  .strict();
export type TImportOptions = z.infer<typeof ZImportOptions>;

/** Longest sheet name an import stores (a CSV file's one sheet is named after the file). */
export const IMPORT_SHEET_NAME_MAX_LENGTH = 100;

/** POST /transactions/import/{id}/check/. */
export const ZImportCheckRequest = z
  .object({
    mapping: ZImportMapping,
    options: ZImportOptions.default({
      status: 'draft',
      default_type: '',
      default_priority: '',
      new_departments: false,
    }),
    /** The sheet of an Excel file; the first with data when absent. */
    sheet: singleLineText(IMPORT_SHEET_NAME_MAX_LENGTH).optional(),
  })
  .strict();
export type TImportCheckRequest = z.input<typeof ZImportCheckRequest>;

/** One sheet of the file: its columns, first rows and size. */
export const ZImportSheet = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  sample_rows: z.array(z.array(z.string())),
  row_count: z.number().int(),
  suggested_mapping: ZImportMapping,
});
export type TImportSheet = z.infer<typeof ZImportSheet>;

/** One problem: its row as numbered in the file (the header is row 1), column and message. */
export const ZImportProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  field: z.string().nullable(),
  value: z.string(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportProgress = z.object({ done: z.number().int(), total: z.number().int() });

/** An import as listed. */
export const ZImportSummary = z.object({
  id: z.number().int(),
  file_name: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  sheet: z.string().nullable(),
  row_count: z.number().int(),
  progress: ZImportProgress,
  valid_rows: z.number().int(),
  error_rows: z.number().int(),
  created: z.number().int(),
  /** The id of an earlier import of the same file (by content), or null. */
  already_imported: z.number().int().nullable(),
  /** Why it failed, in the caller's language; null unless failed. */
  failure: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

/** An import in full: the upload answer and GET {id}/. */
export const ZImport = ZImportSummary.extend({
  sheets: z.array(ZImportSheet),
  /** The chosen (or first) sheet's columns, first rows, size and suggested mapping. */
  columns: z.array(z.string()),
  sample_rows: z.array(z.array(z.string())),
  suggested_mapping: ZImportMapping,
  mapping: ZImportMapping.nullable(),
  options: ZImportOptions.nullable(),
  /** One page of problems, in row order, and how many there are. */
  errors: z.array(ZImportProblem),
  error_count: z.number().int(),
});
export type TImport = z.infer<typeof ZImport>;

export const ZImportPage = ZPaginated(ZImportSummary);
export type TImportPage = z.infer<typeof ZImportPage>;

export const ZImportListQuery = z.object({ page: ZPage, page_size: ZPageSize });
export type TImportListQuery = z.infer<typeof ZImportListQuery>;

/** GET {id}/: `page` pages through the problems. */
export const ZImportGetQuery = z.object({ page: ZPage });

export const ZImportFileQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
export type TImportFileQuery = z.infer<typeof ZImportFileQuery>;
