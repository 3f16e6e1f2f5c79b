import { z } from 'zod';
import { SEARCH_TERM_MAX_LENGTH, ZUserRef } from './refs.js';
import { ZPaginated } from './common.js';
import { singleLineText, ZPage, ZPageSize } from '../input.js';

/** Largest attachment accepted (413 `file_too_large` above it). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FILE_NAME_MAX_LENGTH = 255;

/**
 * Content types an attachment may have. The server decides the type from the bytes, never from
 * the declared name or type (415 `unsupported_file_type` otherwise); the extensions let the web
 * refuse a wrong file before uploading it.
 */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_CONTENT_TYPES = Object.keys(ATTACHMENT_TYPES) as AttachmentContentType[];
export const ATTACHMENT_EXTENSIONS = Object.values(ATTACHMENT_TYPES).flat();
/** Value for an `<input type="file" accept>`. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_CONTENT_TYPES, ...ATTACHMENT_EXTENSIONS].join(',');

/** One file of an application (GET/POST /transactions/{id}/attachments/). */
export const ZAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  uploaded_by: ZUserRef.nullable(),
  created_at: z.string(),
  /** Path under the API, e.g. `/api/transactions/attachments/12/download/` (needs the token). */
  download_url: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** One file of GET /documents/: the attachment and the application it belongs to. */
export const ZDocument = ZAttachment.extend({
  application: z.object({
    id: z.number().int(),
    transaction_id: z.string(),
    reference_number: z.string(),
    title: z.string(),
  }),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentList = ZPaginated(ZDocument);
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** GET /documents/: newest first; `search` matches the file name. */
export const ZDocumentListQuery = z.object({
  page: ZPage,
  page_size: ZPageSize,
  search: singleLineText(SEARCH_TERM_MAX_LENGTH).optional(),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;
