import type { TFunction } from 'i18next';
import type { TIssuedDocument } from '@mutabaa/shared';

/** "Decision letter (Arabic), version 2": how a document is named in messages and labels. */
export function documentName(
  t: TFunction,
  doc: Pick<TIssuedDocument, 'kind' | 'language' | 'version'>,
): string {
  return t('officialDocuments.name', {
    kind: t(`verify.kinds.${doc.kind}`),
    language: t(`language.${doc.language}`),
    version: doc.version,
  });
}
