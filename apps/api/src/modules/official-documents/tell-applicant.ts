import type { DocumentKind, Language } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow, IssuedDocumentRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import * as repository from './official-documents.repository.js';
import { fileNameOf } from './official-documents.presenter.js';

/** What a document is called in the mail that tells of it. */
const DOCUMENT_NAMES: Record<Language, Record<DocumentKind, string>> = {
  en: { receipt: 'receipt', decision: 'decision letter', certificate: 'certificate' },
  ar: { receipt: 'إيصال الاستلام', decision: 'خطاب القرار', certificate: 'شهادة الإنجاز' },
};

/**
 * The applicant's mail, queued with the document: the receipt attached to it, a decision
 * letter or certificate with a link to the application's documents. In the document's language.
 */
export async function tellApplicant(
  tx: Executor,
  deps: { mail?: MailQueue; publicUrl: string },
  app: ApplicationRow,
  row: IssuedDocumentRow,
): Promise<void> {
  const { mail, publicUrl } = deps;
  if (!mail) return;
  const client = app.clientId ? await repository.findUser(tx, app.clientId) : undefined;
  const to = client?.email || app.clientEmail;
  if (!to || client?.isActive === false) return;
  const lang = row.language as Language;
  const values = {
    name: client?.fullName || to,
    reference_number: app.referenceNumber,
    application_title: app.title,
    link: `${publicUrl}/transactions/${app.id}`,
  };
  if (row.kind === 'receipt') {
    await mail.enqueue(tx, {
      key: 'document_receipt',
      to,
      lang,
      values,
      attachments: [
        { fileKey: row.fileKey, fileName: fileNameOf(row), contentType: 'application/pdf' },
      ],
    });
    return;
  }
  await mail.enqueue(tx, {
    key: 'document_issued',
    to,
    lang,
    values: { ...values, document: DOCUMENT_NAMES[lang][row.kind as DocumentKind] },
  });
}
