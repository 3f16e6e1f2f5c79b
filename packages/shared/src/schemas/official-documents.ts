import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { singleLineText } from '../input.js';
import { ZUserRef } from './refs.js';

/**
 * The official documents of an application: a receipt (issued by the system when it is first
 * submitted), a decision letter (issued by staff at a status its template names) and a
 * certificate (issued by staff at completion).
 */
export const DOCUMENT_KINDS = ['receipt', 'decision', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The kinds staff issue; the receipt is the system's. */
export const ISSUED_BY_STAFF = ['decision', 'certificate'] as const;

/** Random bytes of a verification token (192 bits), written as 32 base64url characters. */
export const VERIFY_TOKEN_BYTES = 24;
export const VERIFY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

/** POST /transactions/{id}/documents/ */
export const ZIssueDocumentRequest = z
  .object({ kind: z.enum(ISSUED_BY_STAFF), language: z.enum(LANGUAGES) })
  .strict();
export type TIssueDocumentRequest = z.infer<typeof ZIssueDocumentRequest>;

/** POST /transactions/{id}/documents/{doc}/withdraw/ */
export const ZWithdrawDocumentRequest = z
  .object({
    reason: singleLineText(WITHDRAWAL_REASON_MAX_LENGTH).min(1, { error: 'required' }),
  })
  .strict();
export type TWithdrawDocumentRequest = z.infer<typeof ZWithdrawDocumentRequest>;

/** One issued document: never changed once issued, except to be marked withdrawn. */
export const ZIssuedDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  language: z.enum(LANGUAGES),
  /** 1 for the first of its kind and language on the application, then 2, 3 … */
  version: z.number().int(),
  issued_at: z.string(),
  /** null: issued by the system (a receipt). */
  issued_by: ZUserRef.nullable(),
  status_at_issue: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  verify_url: z.string(),
  download_url: z.string(),
  withdrawn: z.boolean(),
  withdrawn_at: z.string().nullable(),
  withdrawal_reason: z.string().nullable(),
});
export type TIssuedDocument = z.infer<typeof ZIssuedDocument>;

/** GET /public/verify/{token}/: what anyone holding the paper may learn, nothing more. */
export const ZDocumentVerification = z.object({
  valid: z.boolean(),
  kind: z.enum(DOCUMENT_KINDS),
  reference_number: z.string(),
  issued_at: z.string(),
  status_at_issue: z.string(),
  withdrawn: z.boolean(),
  /** Only for a withdrawn document. */
  withdrawn_at: z.string().optional(),
  /** Initials or a masked name, never the whole name. */
  holder: z.string(),
  sha256: z.string(),
});
export type TDocumentVerification = z.infer<typeof ZDocumentVerification>;

export const ZVerifyTokenParams = z.object({ token: z.string().max(200) });
