import type { TEmailTemplate, TEmailTemplateVersion } from '@mutabaa/shared';
import { definitionOf } from '../../jobs/mail/catalog.js';
import type { StoredTemplate, VersionWithAuthor } from './email-templates.repository.js';
import { isCustomised } from './email-templates.service.js';

export function presentTemplate(template: StoredTemplate): TEmailTemplate {
  const definition = definitionOf(template.key);
  return {
    id: template.id,
    key: template.key,
    name_en: definition.name.en,
    name_ar: definition.name.ar,
    subject_en: template.texts.en.subject,
    subject_ar: template.texts.ar.subject,
    body_en: template.texts.en.body,
    body_ar: template.texts.ar.body,
    variables: definition.variables.map((v) => v.name),
    is_customised: isCustomised(template),
    version: template.version,
    updated_at: template.updatedAt.toISOString(),
  };
}

export function presentVersion(row: VersionWithAuthor, current: number): TEmailTemplateVersion {
  return {
    version: row.version,
    subject_en: row.subjectEn,
    subject_ar: row.subjectAr,
    body_en: row.bodyEn,
    body_ar: row.bodyAr,
    created_by: row.author
      ? { id: row.author.id, full_name: row.author.fullName, email: row.author.email }
      : null,
    created_at: row.createdAt.toISOString(),
    is_current: row.version === current,
  };
}
