import type {
  Language,
  TDocumentTemplate,
  TDocumentTemplateCreate,
  TDocumentTemplatePreviewRequest,
  TDocumentTemplateUpdate,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { DocumentTemplateRow } from '../../db/schema/index.js';
import { validateTemplateTexts, type TemplateOffer } from '../../jobs/mail/template-check.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { allOptions } from '../form-config/index.js';
import {
  DOCUMENT_VARIABLE_NAMES,
  sampleDocumentValues,
  SHIPPED_TEMPLATES,
  type DocumentText,
} from './catalog.js';
import * as repository from './document-templates.repository.js';
import type { OfficialDocumentsService } from './official-documents.service.js';

const TEXT_FIELDS = [
  'title_en',
  'title_ar',
  'body_en',
  'body_ar',
  'footer_en',
  'footer_ar',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const COLUMN: Record<TextField, keyof DocumentTemplateRow> = {
  title_en: 'titleEn',
  title_ar: 'titleAr',
  body_en: 'bodyEn',
  body_ar: 'bodyAr',
  footer_en: 'footerEn',
  footer_ar: 'footerAr',
};

const OFFER: TemplateOffer = {
  names: DOCUMENT_VARIABLE_NAMES,
  sample: sampleDocumentValues('en'),
};

const shippedFor = (row: Pick<DocumentTemplateRow, 'kind' | 'status'>) =>
  SHIPPED_TEMPLATES.find((t) => t.kind === row.kind && t.status === row.status);

/** The receipt's and the certificate's templates for all types are always there. */
const isRequired = (row: DocumentTemplateRow) =>
  row.applicationType === null && row.kind !== 'decision';

export function presentTemplate(row: DocumentTemplateRow): TDocumentTemplate {
  return {
    id: row.id,
    kind: row.kind as TDocumentTemplate['kind'],
    application_type: row.applicationType,
    status: row.status,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    body_en: row.bodyEn,
    body_ar: row.bodyAr,
    footer_en: row.footerEn,
    footer_ar: row.footerAr,
    variables: [...DOCUMENT_VARIABLE_NAMES],
    has_shipped_text: Boolean(shippedFor(row)),
    required: isRequired(row),
    updated_at: row.updatedAt.toISOString(),
  };
}

const invalid = (fieldErrors: FieldErrors) =>
  new AppError(422, 'validation_error', { fieldErrors });

/** The document templates admins edit: with the e-mail templates' language and checks. */
export class DocumentTemplatesService {
  constructor(private readonly deps: { db: Db; documents: OfficialDocumentsService }) {}

  list() {
    return repository.listTemplates(this.deps.db);
  }

  async get(id: number, db: Executor = this.deps.db, lock = false) {
    const row = await repository.findTemplate(db, id, lock);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  /** The type and status a new template names, checked against the form's options. */
  private async checkScope(body: TDocumentTemplateCreate) {
    const type = body.application_type ?? null;
    const status = body.status ?? null;
    const options = await allOptions(this.deps.db);
    const known = (list: string, value: string) =>
      options.some((o) => o.list === list && o.value === value);
    const errors: FieldErrors = {};
    if (type !== null && !known('application-types', type)) {
      errors.application_type = [{ key: 'sla_unknown_option' }];
    }
    if (body.kind === 'decision' && status === null) errors.status = [{ key: 'required' }];
    if (body.kind !== 'decision' && status !== null) {
      errors.status = [{ key: 'document_status_only_decision' }];
    }
    if (status !== null && !known('statuses', status))
      errors.status = [{ key: 'sla_unknown_option' }];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return { type, status };
  }

  async create(body: TDocumentTemplateCreate, actor: Actor) {
    const { type, status } = await this.checkScope(body);
    await validateTemplateTexts(OFFER, Object.fromEntries(TEXT_FIELDS.map((f) => [f, body[f]])));
    return this.deps.db.transaction(async (tx) => {
      const row = await repository.insertTemplate(tx, {
        kind: body.kind,
        applicationType: type,
        status,
        titleEn: body.title_en,
        titleAr: body.title_ar,
        bodyEn: body.body_en,
        bodyAr: body.body_ar,
        footerEn: body.footer_en,
        footerAr: body.footer_ar,
        updatedBy: actor.user.id,
      });
      if (!row) throw new AppError(409, 'document_template_exists');
      await this.audit(tx, actor, 'document_template.created', row, {
        kind: row.kind,
        application_type: type,
        status,
      });
      return row;
    });
  }

  async update(id: number, body: TDocumentTemplateUpdate, actor: Actor) {
    await validateTemplateTexts(OFFER, body);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.get(id, tx, true);
      return this.saveTexts(tx, before, body, actor, 'document_template.updated');
    });
  }

  /** The shipped text of the template's kind and status becomes its text again. */
  async reset(id: number, actor: Actor) {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.get(id, tx, true);
      const shipped = shippedFor(before);
      if (!shipped) throw new AppError(409, 'document_template_not_shipped');
      const { en, ar } = shipped.texts;
      return this.saveTexts(
        tx,
        before,
        {
          title_en: en.title,
          title_ar: ar.title,
          body_en: en.body,
          body_ar: ar.body,
          footer_en: en.footer,
          footer_ar: ar.footer,
        },
        actor,
        'document_template.reset',
      );
    });
  }

  private async saveTexts(
    tx: Executor,
    before: DocumentTemplateRow,
    texts: TDocumentTemplateUpdate,
    actor: Actor,
    action: string,
  ) {
    const values: Record<string, string> = {};
    const changes: Record<string, unknown> = {};
    for (const field of TEXT_FIELDS) {
      const value = texts[field];
      if (value === undefined || value === before[COLUMN[field]]) continue;
      values[COLUMN[field]] = value;
      changes[field] = { from: before[COLUMN[field]], to: value };
    }
    if (Object.keys(values).length === 0) return before;
    const row = await repository.updateTemplate(tx, before.id, {
      ...values,
      updatedBy: actor.user.id,
    });
    await this.audit(tx, actor, action, row, changes);
    return row;
  }

  async remove(id: number, actor: Actor) {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.get(id, tx, true);
      if (isRequired(row)) throw new AppError(409, 'document_template_required');
      await repository.deleteTemplate(tx, id);
      await this.audit(tx, actor, 'document_template.deleted', row, {
        kind: row.kind,
        application_type: row.applicationType,
        status: row.status,
      });
    });
  }

  /** The PDF of the saved text, or of unsaved edits, with sample data or an application's. */
  async preview(id: number, request: TDocumentTemplatePreviewRequest, actor: Actor) {
    const row = await this.get(id);
    const lang: Language = request.language;
    const edits = {
      ...(request.title !== undefined ? { title: request.title } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.footer !== undefined ? { footer: request.footer } : {}),
    };
    await validateTemplateTexts(OFFER, edits);
    const saved: DocumentText =
      lang === 'ar'
        ? { title: row.titleAr, body: row.bodyAr, footer: row.footerAr }
        : { title: row.titleEn, body: row.bodyEn, footer: row.footerEn };
    return this.deps.documents.preview(
      row.kind as TDocumentTemplate['kind'],
      lang,
      { ...saved, ...edits },
      request.transaction_id,
      actor,
    );
  }

  private audit(
    tx: Executor,
    actor: Actor,
    action: string,
    row: DocumentTemplateRow,
    changes: Record<string, unknown>,
  ) {
    return writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'document_template',
      entityId: String(row.id),
      changes,
      ip: actor.ip,
    });
  }
}
