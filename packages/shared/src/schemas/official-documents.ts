import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { multiLineText, singleLineText, ZId } from '../input.js';
import { ZOptionDisplay, ZUserRef } from './refs.js';

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
  /** The status's labels in both languages and its colour, as the public tracking page shows. */
  status_at_issue_display: ZOptionDisplay,
  withdrawn: z.boolean(),
  /** Only for a withdrawn document. */
  withdrawn_at: z.string().optional(),
  /** Initials or a masked name, never the whole name. */
  holder: z.string(),
  sha256: z.string(),
});
export type TDocumentVerification = z.infer<typeof ZDocumentVerification>;

export const ZVerifyTokenParams = z.object({ token: z.string().max(200) });

export const DOCUMENT_TITLE_MAX_LENGTH = 300;
export const DOCUMENT_BODY_MAX_LENGTH = 20_000;
export const DOCUMENT_FOOTER_MAX_LENGTH = 2_000;

/**
 * A document template: the title, body and footer of one kind, in both languages, for one
 * application type or (null) all; a decision letter's names the status it is issued at.
 * Variables are written `{{ name }}` (Liquid), as in the e-mail templates.
 */
export const ZDocumentTemplate = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  application_type: z.string().nullable(),
  status: z.string().nullable(),
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  footer_en: z.string(),
  footer_ar: z.string(),
  variables: z.array(z.string()),
  /** A text the product ships for this kind and status: it can be brought back (reset). */
  has_shipped_text: z.boolean(),
  /** The receipt's and the certificate's template for all types: always there, never deleted. */
  required: z.boolean(),
  updated_at: z.string(),
});
export type TDocumentTemplate = z.infer<typeof ZDocumentTemplate>;

const documentTexts = {
  title_en: singleLineText(DOCUMENT_TITLE_MAX_LENGTH).min(1, { error: 'required' }),
  title_ar: singleLineText(DOCUMENT_TITLE_MAX_LENGTH).min(1, { error: 'required' }),
  body_en: multiLineText(DOCUMENT_BODY_MAX_LENGTH).min(1, { error: 'required' }),
  body_ar: multiLineText(DOCUMENT_BODY_MAX_LENGTH).min(1, { error: 'required' }),
  footer_en: multiLineText(DOCUMENT_FOOTER_MAX_LENGTH),
  footer_ar: multiLineText(DOCUMENT_FOOTER_MAX_LENGTH),
};

/** POST /document-templates/: a template for a type, or a decision letter at another status. */
export const ZDocumentTemplateCreate = z
  .object({
    kind: z.enum(DOCUMENT_KINDS),
    application_type: singleLineText(64).min(1).nullable().optional(),
    status: singleLineText(64).min(1).nullable().optional(),
    ...documentTexts,
  })
  .strict();
export type TDocumentTemplateCreate = z.infer<typeof ZDocumentTemplateCreate>;

/** PATCH /document-templates/{id}/: any of the six texts. */
export const ZDocumentTemplateUpdate = z
  .object({
    title_en: documentTexts.title_en.optional(),
    title_ar: documentTexts.title_ar.optional(),
    body_en: documentTexts.body_en.optional(),
    body_ar: documentTexts.body_ar.optional(),
    footer_en: documentTexts.footer_en.optional(),
    footer_ar: documentTexts.footer_ar.optional(),
  })
  .strict();
export type TDocumentTemplateUpdate = z.infer<typeof ZDocumentTemplateUpdate>;

/** POST /document-templates/{id}/preview/: the PDF of the saved text or unsaved edits. */
export const ZDocumentTemplatePreviewRequest = z
  .object({
    language: z.enum(LANGUAGES),
    title: singleLineText(DOCUMENT_TITLE_MAX_LENGTH).optional(),
    body: multiLineText(DOCUMENT_BODY_MAX_LENGTH).optional(),
    footer: multiLineText(DOCUMENT_FOOTER_MAX_LENGTH).optional(),
    transaction_id: ZId.optional(),
  })
  .strict();
export type TDocumentTemplatePreviewRequest = z.infer<typeof ZDocumentTemplatePreviewRequest>;
