import {
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateKey,
  type Language,
  type TEmailTemplatePreviewRequest,
  type TEmailTemplateUpdate,
} from '@mutabaa/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db, Executor } from '../../db/client.js';
import { definitionOf, sampleValues, type TemplateText } from '../../jobs/mail/catalog.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import type { RenderedMail } from '../../jobs/mail/render.js';
import {
  renderInBudget,
  renderProblem,
  validateTemplateTexts,
  type TemplateOffer,
} from '../../jobs/mail/template-check.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { allOptions } from '../form-config/index.js';
import { TEXTS, type NotificationText } from '../notifications/index.js';
import {
  findSampleApplication,
  findTemplate,
  findVersion,
  listTemplates,
  listVersions,
  saveVersion,
  versionTexts,
  type StoredTemplate,
  type TemplateTexts,
} from './email-templates.repository.js';

const FIELDS = ['subject_en', 'subject_ar', 'body_en', 'body_ar'] as const;
type Field = (typeof FIELDS)[number];

const fieldOf = (field: Field): { lang: Language; part: keyof TemplateText } => ({
  lang: field.endsWith('_ar') ? 'ar' : 'en',
  part: field.startsWith('subject') ? 'subject' : 'body',
});

const textsEqual = (a: TemplateTexts, b: TemplateTexts) =>
  FIELDS.every((f) => {
    const { lang, part } = fieldOf(f);
    return a[lang][part] === b[lang][part];
  });

export const isCustomised = (template: StoredTemplate) =>
  !textsEqual(template.texts, definitionOf(template.key).defaults);

/** The variables `key` offers and its sample values (English: the check's render). */
const offerOf = (key: EmailTemplateKey): TemplateOffer => ({
  names: definitionOf(key).variables.map((v) => v.name),
  sample: sampleValues(key, 'en'),
});

/** 422 naming each field whose text cannot be saved (or, with `render`, rendered). */
const validate = (
  key: EmailTemplateKey,
  texts: Partial<Record<string, string>>,
  render = true,
): Promise<void> => validateTemplateTexts(offerOf(key), texts, render);

/** The e-mail templates admins edit: their versions, previews, test mails and defaults. */
export class EmailTemplatesService {
  constructor(private readonly deps: { db: Db; mail: MailQueue; publicUrl: string }) {}

  async list(): Promise<StoredTemplate[]> {
    const rows = await listTemplates(this.deps.db);
    const order = (key: string) => EMAIL_TEMPLATE_KEYS.indexOf(key as EmailTemplateKey);
    return rows.filter((r) => order(r.key) >= 0).sort((a, b) => order(a.key) - order(b.key));
  }

  async get(id: number, db: Executor = this.deps.db, lock = false): Promise<StoredTemplate> {
    const template = await findTemplate(db, id, lock);
    if (!template || !EMAIL_TEMPLATE_KEYS.includes(template.key)) {
      throw new AppError(404, 'not_found');
    }
    return template;
  }

  /** Saves the edited texts as a new version (none when nothing changed). */
  async update(id: number, body: TEmailTemplateUpdate, actor: Actor): Promise<StoredTemplate> {
    return this.deps.db.transaction(async (tx) => {
      const template = await this.get(id, tx, true);
      await validate(template.key, body);
      const next: TemplateTexts = {
        en: { ...template.texts.en },
        ar: { ...template.texts.ar },
      };
      for (const field of FIELDS) {
        const value = body[field];
        if (value === undefined) continue;
        const { lang, part } = fieldOf(field);
        next[lang][part] = value;
      }
      return this.saveAs(tx, template, next, actor, 'email_template.updated');
    });
  }

  /** A version's texts become the current ones, as a new version. */
  async restore(id: number, version: number, actor: Actor): Promise<StoredTemplate> {
    return this.deps.db.transaction(async (tx) => {
      const template = await this.get(id, tx, true);
      const row = await findVersion(tx, id, version);
      if (!row) {
        throw new AppError(422, 'validation_error', {
          fieldErrors: { version: [{ key: 'template_version_not_found', params: { version } }] },
        });
      }
      return this.saveAs(tx, template, versionTexts(row), actor, 'email_template.restored', {
        restored_version: version,
      });
    });
  }

  /** The shipped texts become the current ones, as a new version. */
  async reset(id: number, actor: Actor): Promise<StoredTemplate> {
    return this.deps.db.transaction(async (tx) => {
      const template = await this.get(id, tx, true);
      return this.saveAs(
        tx,
        template,
        definitionOf(template.key).defaults,
        actor,
        'email_template.reset',
      );
    });
  }

  private async saveAs(
    tx: Executor,
    template: StoredTemplate,
    texts: TemplateTexts,
    actor: Actor,
    action: string,
    extra: Record<string, unknown> = {},
  ): Promise<StoredTemplate> {
    if (textsEqual(template.texts, texts)) return template;
    const version = await saveVersion(tx, template, texts, actor.user.id);
    const changes: Record<string, unknown> = {
      version: { from: template.version, to: version },
      ...extra,
    };
    for (const field of FIELDS) {
      const { lang, part } = fieldOf(field);
      const before = template.texts[lang][part];
      const after = texts[lang][part];
      if (before !== after) changes[field] = { from: before, to: after };
    }
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'email_template',
      entityId: template.key,
      changes,
      ip: actor.ip,
    });
    return { ...template, version, texts, updatedAt: new Date() };
  }

  versions(id: number) {
    return listVersions(this.deps.db, id);
  }

  /** The template (or unsaved edits) rendered with sample data or an application's. */
  async preview(id: number, request: TEmailTemplatePreviewRequest): Promise<RenderedMail> {
    const template = await this.get(id);
    const { language: lang } = request;
    const text: TemplateText = {
      subject: request.subject ?? template.texts[lang].subject,
      body: request.body ?? template.texts[lang].body,
    };
    // Read here, rendered once below: a preview is one render's work on this thread.
    await validate(
      template.key,
      {
        ...(request.subject !== undefined ? { subject: request.subject } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
      },
      false,
    );
    const offered = definitionOf(template.key).variables.map((v) => v.name);
    const fromApplication = request.transaction_id
      ? await this.applicationValues(template.key, request.transaction_id, lang)
      : {};
    const values = {
      ...sampleValues(template.key, lang),
      ...Object.fromEntries(Object.entries(fromApplication).filter(([k]) => offered.includes(k))),
    };
    await nextTurn();
    try {
      return await renderInBudget(text, lang, values);
    } catch (error) {
      // Named on the edited body when there is one: the texts are rendered together.
      const field =
        request.body === undefined && request.subject !== undefined ? 'subject' : 'body';
      throw new AppError(422, 'validation_error', {
        fieldErrors: { [field]: renderProblem(error) },
      });
    }
  }

  /** Sends the saved template, with sample data, to the caller's own address. */
  async sendTest(id: number, language: Language | undefined, actor: Actor): Promise<string> {
    const template = await this.get(id);
    const lang: Language = language ?? (actor.user.languagePreference === 'en' ? 'en' : 'ar');
    await this.deps.db.transaction(async (tx) => {
      await this.deps.mail.enqueue(tx, {
        key: template.key,
        version: template.version,
        to: actor.user.email,
        lang,
        values: {
          ...sampleValues(template.key, lang),
          name: actor.user.fullName || actor.user.firstName || actor.user.email,
          email: actor.user.email,
        },
      });
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'email_template.test_sent',
        entityType: 'email_template',
        entityId: template.key,
        changes: { language: lang, version: template.version },
        ip: actor.ip,
      });
    });
    return actor.user.email;
  }

  /** What a real application gives the template's variables (404 for an unknown one). */
  private async applicationValues(
    key: EmailTemplateKey,
    applicationId: number,
    lang: Language,
  ): Promise<Record<string, unknown>> {
    const { db, publicUrl } = this.deps;
    const row = await findSampleApplication(db, applicationId);
    if (!row) {
      throw new AppError(422, 'validation_error', {
        fieldErrors: { transaction_id: [{ key: 'not_found' }] },
      });
    }
    const { app } = row;
    const ref = { referenceNumber: app.referenceNumber, title: app.title };
    const status = (await allOptions(db)).find(
      (o) => o.list === 'statuses' && o.value === app.status,
    );
    const statusLabel = (lang === 'ar' ? status?.labelAr : status?.labelEn) || app.status;
    const due = app.dueDate ?? new Date().toISOString().slice(0, 10);
    const texts: Partial<Record<EmailTemplateKey, NotificationText>> = {
      notification_assignment: TEXTS.assignment(lang, ref),
      notification_status_change: TEXTS.statusChange(lang, ref, statusLabel),
      notification_comment: TEXTS.comment(lang, ref, TEXTS.staffMember(lang)),
      due_soon_reminder: TEXTS.dueTomorrow(lang, ref, due),
      overdue_reminder: TEXTS.overdue(lang, ref, due),
    };
    const text = texts[key];
    return {
      ...(row.clientName ? { name: row.clientName } : {}),
      link: `${publicUrl}/transactions/${app.id}`,
      reference_number: app.referenceNumber,
      application_title: app.title,
      due_date: due,
      ...(text ? { title: text.title, message: text.message } : {}),
    };
  }
}
