import { DOCUMENT_KINDS, type DocumentKind, type TDocumentTemplate } from '@mutabaa/shared';

/** What a template applies to: its kind, its application type (null: all) and its status. */
export type TemplateScope = {
  kind: DocumentKind;
  application_type: string | null;
  status: string | null;
};

/** The templates in the order the list shows them: by kind, then all types first, then labels. */
export function sortTemplates<T extends TemplateScope>(
  templates: readonly T[],
  typeLabel: (type: string) => string,
  statusLabel: (status: string) => string,
): T[] {
  const key = (t: T) => [
    DOCUMENT_KINDS.indexOf(t.kind),
    t.application_type === null ? 0 : 1,
    t.application_type === null ? '' : typeLabel(t.application_type),
    t.status === null ? '' : statusLabel(t.status),
  ];
  return [...templates].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i += 1) {
      const [p, q] = [x[i]!, y[i]!];
      if (p === q) continue;
      return typeof p === 'number' ? p - (q as number) : String(p).localeCompare(String(q));
    }
    return 0;
  });
}

/** Whether a template already holds this scope (the server answers 409 for a second one). */
export function scopeTaken(templates: readonly TemplateScope[], scope: TemplateScope): boolean {
  return templates.some(
    (t) =>
      t.kind === scope.kind &&
      t.application_type === scope.application_type &&
      t.status === scope.status,
  );
}

/**
 * The template a new one starts from, its texts copied for the admin to change: the one of the
 * same kind and status for all types, else any of the same kind and status, else the kind's
 * first for all types, else its first.
 */
export function startingTemplate<T extends TemplateScope>(
  templates: readonly T[],
  scope: Pick<TemplateScope, 'kind' | 'status'>,
): T | undefined {
  const sameKind = templates.filter((t) => t.kind === scope.kind);
  const sameStatus = sameKind.filter((t) => t.status === scope.status);
  const forAll = (list: T[]) => list.find((t) => t.application_type === null);
  return forAll(sameStatus) ?? sameStatus[0] ?? forAll(sameKind) ?? sameKind[0];
}

/** The six texts of a template, to start a new one with. */
export function textsOf(template: TDocumentTemplate) {
  const { title_en, title_ar, body_en, body_ar, footer_en, footer_ar } = template;
  return { title_en, title_ar, body_en, body_ar, footer_en, footer_ar };
}
