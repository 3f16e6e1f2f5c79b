import type { EmailTemplateKey, Language } from '@mutabaa/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applications,
  emailTemplates,
  emailTemplateTexts,
  emailTemplateVersions,
  users,
  type ApplicationRow,
  type EmailTemplateVersionRow,
} from '../../db/schema/index.js';
import type { TemplateText } from '../../jobs/mail/catalog.js';

/** A template's four texts, as one version holds them. */
export type TemplateTexts = Record<Language, TemplateText>;

export type StoredTemplate = {
  id: number;
  key: EmailTemplateKey;
  version: number;
  updatedAt: Date;
  texts: TemplateTexts;
};

type TextRow = { templateId: number; language: string; subject: string; body: string };

function assemble(
  rows: { id: number; key: string; version: number; updatedAt: Date }[],
  texts: TextRow[],
): StoredTemplate[] {
  return rows.map((row) => {
    const mine = texts.filter((t) => t.templateId === row.id);
    const of = (lang: Language): TemplateText => {
      const text = mine.find((t) => t.language === lang);
      return { subject: text?.subject ?? '', body: text?.body ?? '' };
    };
    return {
      id: row.id,
      key: row.key as EmailTemplateKey,
      version: row.version,
      updatedAt: row.updatedAt,
      texts: { en: of('en'), ar: of('ar') },
    };
  });
}

const templateColumns = {
  id: emailTemplates.id,
  key: emailTemplates.key,
  version: emailTemplates.version,
  updatedAt: emailTemplates.updatedAt,
};

/** Every template with its current texts. */
export async function listTemplates(db: Executor): Promise<StoredTemplate[]> {
  const rows = await db
    .select(templateColumns)
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.id));
  const texts = await db.select().from(emailTemplateTexts);
  return assemble(rows, texts);
}

/** One template with its current texts; `lock` holds it until the transaction ends. */
export async function findTemplate(
  db: Executor,
  id: number,
  lock = false,
): Promise<StoredTemplate | undefined> {
  const query = db.select(templateColumns).from(emailTemplates).where(eq(emailTemplates.id, id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return undefined;
  const texts = await db
    .select()
    .from(emailTemplateTexts)
    .where(eq(emailTemplateTexts.templateId, id));
  return assemble(rows, texts)[0];
}

/**
 * Saves `texts` as the template's next version (by `userId`): the version row, the current
 * texts and the template's version move together. Returns the new version number.
 */
export async function saveVersion(
  tx: Executor,
  template: StoredTemplate,
  texts: TemplateTexts,
  userId: number,
): Promise<number> {
  const version = template.version + 1;
  await tx.insert(emailTemplateVersions).values({
    templateId: template.id,
    version,
    subjectEn: texts.en.subject,
    subjectAr: texts.ar.subject,
    bodyEn: texts.en.body,
    bodyAr: texts.ar.body,
    createdBy: userId,
  });
  for (const language of ['en', 'ar'] as const) {
    await tx
      .update(emailTemplateTexts)
      .set({ subject: texts[language].subject, body: texts[language].body })
      .where(
        and(
          eq(emailTemplateTexts.templateId, template.id),
          eq(emailTemplateTexts.language, language),
        ),
      );
  }
  await tx
    .update(emailTemplates)
    .set({ version, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(emailTemplates.id, template.id));
  return version;
}

export type VersionWithAuthor = EmailTemplateVersionRow & {
  author: { id: number; fullName: string; email: string } | null;
};

/** A template's versions, newest first. */
export async function listVersions(db: Executor, templateId: number): Promise<VersionWithAuthor[]> {
  const rows = await db
    .select({
      version: emailTemplateVersions,
      user: { id: users.id, fullName: users.fullName, email: users.email },
    })
    .from(emailTemplateVersions)
    .leftJoin(users, eq(users.id, emailTemplateVersions.createdBy))
    .where(eq(emailTemplateVersions.templateId, templateId))
    .orderBy(desc(emailTemplateVersions.version));
  return rows.map((r) => ({ ...r.version, author: r.user?.id ? r.user : null }));
}

export async function findVersion(
  db: Executor,
  templateId: number,
  version: number,
): Promise<EmailTemplateVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplateVersions)
    .where(
      and(
        eq(emailTemplateVersions.templateId, templateId),
        eq(emailTemplateVersions.version, version),
      ),
    );
  return row;
}

/** A version's texts by template key (what a queued mail names). */
export async function findVersionByKey(
  db: Executor,
  key: EmailTemplateKey,
  version: number | undefined,
): Promise<TemplateTexts | undefined> {
  const [row] = await db
    .select({ v: emailTemplateVersions })
    .from(emailTemplateVersions)
    .innerJoin(emailTemplates, eq(emailTemplates.id, emailTemplateVersions.templateId))
    .where(
      and(
        eq(emailTemplates.key, key),
        eq(emailTemplateVersions.version, version ?? emailTemplates.version),
      ),
    );
  return row ? versionTexts(row.v) : undefined;
}

export function versionTexts(row: EmailTemplateVersionRow): TemplateTexts {
  return {
    en: { subject: row.subjectEn, body: row.bodyEn },
    ar: { subject: row.subjectAr, body: row.bodyAr },
  };
}

/** The template's current version number, or undefined for an unknown key. */
export async function currentVersion(
  db: Executor,
  key: EmailTemplateKey,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: emailTemplates.version })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key));
  return row?.version;
}

/** A live application and its client's name: the values a template's preview shows. */
export async function findSampleApplication(
  db: Executor,
  applicationId: number,
): Promise<{ app: ApplicationRow; clientName: string | null } | undefined> {
  const [row] = await db
    .select({ app: applications, clientName: users.fullName })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.clientId))
    .where(and(eq(applications.id, applicationId), isNull(applications.deletedAt)));
  return row;
}
