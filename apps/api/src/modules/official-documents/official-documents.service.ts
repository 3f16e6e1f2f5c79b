import {
  VERIFY_TOKEN_BYTES,
  type DocumentKind,
  type DateStyle,
  type Language,
  type TIssueDocumentRequest,
} from '@mutabaa/shared';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Db, Executor } from '../../db/client.js';
import type { ApplicationRow, IssuedDocumentRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStore, StoredObject } from '../../lib/file-store/index.js';
import {
  findApplicationIn,
  optionDisplay,
  optionLookup,
  scopeOf,
  type Scope,
} from '../applications/index.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { cachedOptions, workflowFinalStatuses } from '../form-config/index.js';
import { dateStyleOf } from '../settings/index.js';
import { brandingWithLogo } from '../system/index.js';
import {
  sampleDocumentValues,
  SHIPPED_TEMPLATES,
  type DocumentText,
  type DocumentTexts,
} from './catalog.js';
import { composeDocument, initialsOf, type DocumentFacts } from './compose.js';
import * as repository from './official-documents.repository.js';
import type { PdfRenderer } from './pdf/renderer.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { tellApplicant } from './tell-applicant.js';

export type OfficialDocumentsDeps = {
  db: Db;
  files: FileStore;
  renderer: PdfRenderer;
  publicUrl: string;
  /** Without it, issuing tells no one (the receipt's e-mail and the others). */
  mail?: MailQueue;
  /**
   * How many documents this process prepares and sets at once (1 unless told); the others wait
   * their turn without touching the database. On PGlite the database runs on the request
   * thread, and 20 issues interleaved there delay every other request by hundreds of
   * milliseconds (docs/benchmarks.md).
   */
  atOnce?: number;
};

const notFound = () => new AppError(404, 'not_found');
/** The system's own reading of an application (the receipt job has no user). */
const EVERY: Scope = { kind: 'all' };

/** The texts of a stored template row. */
function textsOf(row: NonNullable<Awaited<ReturnType<typeof repository.findTemplateFor>>>) {
  return {
    en: { title: row.titleEn, body: row.bodyEn, footer: row.footerEn },
    ar: { title: row.titleAr, body: row.bodyAr, footer: row.footerAr },
  } satisfies DocumentTexts;
}

/** Receipts, decision letters and certificates: issued, listed, downloaded, withdrawn, verified. */
export class OfficialDocumentsService {
  private readonly inTurn: LimitFunction;

  constructor(private readonly deps: OfficialDocumentsDeps) {
    this.inTurn = pLimit(deps.atOnce ?? 1);
  }

  verifyUrl(token: string): string {
    return `${this.deps.publicUrl}/verify/${token}`;
  }

  /** An application in `actor`'s scope, or 404. */
  private async application(id: number, actor: Actor, db: Executor = this.deps.db, lock = false) {
    const row = await findApplicationIn(db, id, scopeOf(actor), lock);
    if (!row) throw notFound();
    return row;
  }

  async list(applicationId: number, actor: Actor) {
    await this.application(applicationId, actor);
    return repository.listIssued(this.deps.db, applicationId);
  }

  /** The template text of `kind` for the application as it stands, or the reason there is none. */
  private async textFor(app: ApplicationRow, kind: DocumentKind): Promise<DocumentTexts> {
    const { db } = this.deps;
    if (app.status === 'draft') throw new AppError(409, 'document_draft');
    if (kind === 'certificate') {
      const finals = await workflowFinalStatuses(db);
      if (!finals.includes(app.status) || app.status === 'cancelled') {
        throw new AppError(409, 'document_not_completed');
      }
    }
    const status = kind === 'decision' ? app.status : null;
    const row = await repository.findTemplateFor(db, kind, app.transactionType || null, status);
    if (row) return textsOf(row);
    // The receipt's and certificate's templates for all types are never deleted; their shipped
    // texts stand in only for a database that lost them.
    const shipped = SHIPPED_TEMPLATES.find((t) => t.kind === kind && t.status === null);
    if (shipped && kind !== 'decision') return shipped.texts;
    const label = optionDisplay(optionLookup(await cachedOptions(db)).statuses, app.status);
    throw new AppError(409, 'document_no_decision_template', {
      params: { status: label.label_en === label.label_ar ? app.status : label.label_en },
    });
  }

  /** What a document of `app` says of it in `lang`, and the applicant's date style. */
  private async factsOf(app: ApplicationRow, lang: Language, issuer: Actor['user'] | null) {
    const { db } = this.deps;
    const lookup = optionLookup(await cachedOptions(db));
    const label = (display: { label_en: string; label_ar: string }) =>
      lang === 'ar' ? display.label_ar : display.label_en;
    const client = app.clientId ? await repository.findUser(db, app.clientId) : undefined;
    const style = await dateStyleOf(db, {
      language: lang,
      calendar: client?.calendar,
      digits: client?.digits,
    });
    const facts: DocumentFacts = {
      referenceNumber: app.referenceNumber,
      title: app.title,
      type: app.transactionType ? label(optionDisplay(lookup.types, app.transactionType)) : '—',
      status: label(optionDisplay(lookup.statuses, app.status)),
      applicant: client?.fullName || app.clientEmail || '—',
      submittedAt: app.submittedAt,
      issuedAt: new Date(),
      issuedBy: issuer ? issuer.fullName || issuer.email : null,
    };
    return { facts, style };
  }

  /** Sets the PDF of a document with `facts`, in the branding of the moment. */
  private async renderFacts(
    facts: DocumentFacts,
    style: DateStyle,
    lang: Language,
    text: DocumentText,
    token: string,
  ): Promise<Buffer> {
    const { db, files, publicUrl, renderer } = this.deps;
    const { branding, logo } = await brandingWithLogo(db, files, lang);
    const model = composeDocument({
      lang,
      text,
      style,
      token,
      facts,
      verifyUrl: this.verifyUrl(token),
      branding: {
        organisation: branding.company_name,
        domain: new URL(publicUrl).host,
        colors: {
          primary: branding.primary_color,
          secondary: branding.secondary_color,
          accent: branding.accent_color,
        },
      },
    });
    return renderer.render(model, logo ? { data: logo } : undefined);
  }

  /**
   * A template's PDF as it would be issued now: for an application in `actor`'s scope (422
   * for another), or with sample values. Nothing is stored.
   */
  preview(
    kind: DocumentKind,
    lang: Language,
    text: DocumentText,
    applicationId: number | undefined,
    actor: Actor,
  ): Promise<Buffer> {
    return this.inTurn(() => this.previewNow(kind, lang, text, applicationId, actor));
  }

  private async previewNow(
    kind: DocumentKind,
    lang: Language,
    text: DocumentText,
    applicationId: number | undefined,
    actor: Actor,
  ): Promise<Buffer> {
    const token = 'PREVIEW'.padEnd(32, '0');
    if (applicationId !== undefined) {
      const app = await findApplicationIn(this.deps.db, applicationId, scopeOf(actor));
      if (!app) {
        throw new AppError(422, 'validation_error', {
          fieldErrors: { transaction_id: [{ key: 'not_found' }] },
        });
      }
      const { facts, style } = await this.factsOf(app, lang, actor.user);
      return this.renderFacts(facts, style, lang, text, token);
    }
    const sample = sampleDocumentValues(lang);
    const style = await dateStyleOf(this.deps.db, { language: lang });
    const facts: DocumentFacts = {
      referenceNumber: sample.reference_number!,
      title: sample.application_title!,
      type: sample.type!,
      status: sample.status!,
      applicant: sample.name!,
      submittedAt: new Date(Date.now() - 4 * 86_400_000),
      issuedAt: new Date(),
      issuedBy: kind === 'receipt' ? null : actor.user.fullName || actor.user.email,
    };
    return this.renderFacts(facts, style, lang, text, token);
  }

  /**
   * Issues a document: the PDF is set and stored first, then recorded with its next version in
   * one transaction (the stored file removed again if that fails). In turn with the others.
   */
  private issueFor(
    app: ApplicationRow,
    kind: DocumentKind,
    lang: Language,
    issuer: Actor | null,
  ): Promise<IssuedDocumentRow | undefined> {
    return this.inTurn(() => this.issueNow(app, kind, lang, issuer));
  }

  private async issueNow(
    app: ApplicationRow,
    kind: DocumentKind,
    lang: Language,
    issuer: Actor | null,
  ): Promise<IssuedDocumentRow | undefined> {
    const { db, files } = this.deps;
    const texts = await this.textFor(app, kind);
    const token = randomBytes(VERIFY_TOKEN_BYTES).toString('base64url');
    const { facts, style } = await this.factsOf(app, lang, issuer?.user ?? null);
    const pdf = await this.renderFacts(facts, style, lang, texts[lang], token);
    const applicant = facts.applicant;
    // Named by the token's bytes in hex: the store's keys are plain letters and digits.
    const fileKey = `documents/${app.id}/${Buffer.from(token, 'base64url').toString('hex')}.pdf`;
    await files.put(fileKey, Readable.from(pdf), { contentType: 'application/pdf' });
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    try {
      return await db.transaction(async (tx) => {
        const locked = await findApplicationIn(tx, app.id, EVERY, true);
        if (!locked) throw notFound();
        // A receipt issued meanwhile (a retried job): this one's file is not needed.
        if (kind === 'receipt' && (await repository.hasReceipt(tx, app.id))) {
          await files.delete(fileKey).catch(() => undefined);
          return undefined;
        }
        const row = await repository.insertIssued(tx, {
          applicationId: app.id,
          kind,
          language: lang,
          version: await repository.nextVersion(tx, app.id, kind, lang),
          token,
          sha256,
          size: pdf.length,
          fileKey,
          referenceNumber: app.referenceNumber,
          statusAtIssue: app.status,
          holder: initialsOf(applicant),
          issuedBy: issuer?.user.id ?? null,
        });
        await writeAuditLog(tx, {
          actorId: issuer?.user.id ?? null,
          action: 'document.issued',
          entityType: 'document',
          entityId: String(row.id),
          changes: {
            application_id: app.id,
            reference_number: app.referenceNumber,
            kind,
            language: lang,
            version: row.version,
            sha256,
          },
          ip: issuer?.ip ?? null,
        });
        await tellApplicant(tx, this.deps, app, row);
        return row;
      });
    } catch (error) {
      await files.delete(fileKey).catch(() => undefined);
      throw error;
    }
  }

  async issue(applicationId: number, request: TIssueDocumentRequest, actor: Actor) {
    const app = await this.application(applicationId, actor);
    const row = await this.issueFor(app, request.kind, request.language, actor);
    return (await repository.findIssued(this.deps.db, applicationId, row!.id))!;
  }

  /**
   * The receipt of an application's first submission, in its applicant's language, once: a
   * second call (a retried job) issues nothing.
   */
  async issueReceipt(applicationId: number): Promise<IssuedDocumentRow | undefined> {
    const { db } = this.deps;
    if (await repository.hasReceipt(db, applicationId)) return undefined;
    const app = await findApplicationIn(db, applicationId, EVERY);
    if (!app || app.submittedAt === null) return undefined;
    const client = app.clientId ? await repository.findUser(db, app.clientId) : undefined;
    const lang: Language = client?.languagePreference === 'en' ? 'en' : 'ar';
    return this.issueFor(app, 'receipt', lang, null);
  }

  /** The PDF of a document in `actor`'s scope; staff downloads are audited. */
  async download(
    applicationId: number,
    documentId: number,
    actor: Actor,
  ): Promise<{ doc: IssuedDocumentRow; file: StoredObject }> {
    const { db, files } = this.deps;
    await this.application(applicationId, actor);
    const doc = await repository.findIssued(db, applicationId, documentId);
    if (!doc) throw notFound();
    const file = await files.get(doc.fileKey);
    if (!file) throw new AppError(503, 'document_file_missing');
    if (actor.user.role !== 'client') {
      await writeAuditLog(db, {
        actorId: actor.user.id,
        action: 'document.downloaded',
        entityType: 'document',
        entityId: String(doc.id),
        changes: { application_id: applicationId, kind: doc.kind, version: doc.version },
        ip: actor.ip,
      });
    }
    return { doc, file };
  }

  async withdraw(applicationId: number, documentId: number, reason: string, actor: Actor) {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      await this.application(applicationId, actor, tx);
      const doc = await repository.findIssued(tx, applicationId, documentId, true);
      if (!doc) throw notFound();
      if (doc.withdrawnAt) throw new AppError(409, 'document_already_withdrawn');
      await repository.markWithdrawn(tx, doc.id, actor.user.id, reason);
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'document.withdrawn',
        entityType: 'document',
        entityId: String(doc.id),
        changes: {
          application_id: applicationId,
          kind: doc.kind,
          version: doc.version,
          withdrawn: { from: false, to: true },
          reason,
        },
        ip: actor.ip,
      });
    });
    return (await repository.findIssued(db, applicationId, documentId))!;
  }

  /** What the holder of a printed document may learn from its token (404 for an unknown one). */
  async verify(token: string, ip: string) {
    const doc = await repository.findByToken(this.deps.db, token);
    if (!doc) throw new AppError(404, 'document_not_found');
    await writeAuditLog(this.deps.db, {
      actorId: null,
      action: 'document.verified',
      entityType: 'document',
      entityId: String(doc.id),
      changes: { valid: !doc.withdrawnAt },
      ip,
    });
    return { doc, lookup: optionLookup(await cachedOptions(this.deps.db)) };
  }
}
