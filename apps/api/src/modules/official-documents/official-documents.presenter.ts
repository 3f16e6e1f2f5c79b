import type { TDocumentVerification, TIssuedDocument } from '@mutabaa/shared';
import type { IssuedDocumentRow } from '../../db/schema/index.js';
import { optionDisplay, visibleTo, type optionLookup, type Viewer } from '../applications/index.js';
import type { IssuedWithPeople } from './official-documents.repository.js';

/** A document as `viewer` sees it: a client never sees a staff member's e-mail address. */
export function presentIssued(
  doc: IssuedWithPeople,
  verifyUrl: (token: string) => string,
  viewer: Viewer,
): TIssuedDocument {
  const issuer =
    doc.issuer && visibleTo(new Map([[doc.issuer.id, doc.issuer]]), viewer).get(doc.issuer.id);
  return {
    id: doc.id,
    kind: doc.kind as TIssuedDocument['kind'],
    language: doc.language as TIssuedDocument['language'],
    version: doc.version,
    issued_at: doc.issuedAt.toISOString(),
    issued_by: issuer ? { id: issuer.id, full_name: issuer.fullName, email: issuer.email } : null,
    status_at_issue: doc.statusAtIssue,
    sha256: doc.sha256,
    size: doc.size,
    verify_url: verifyUrl(doc.token),
    download_url: `/api/transactions/${doc.applicationId}/documents/${doc.id}/download/`,
    withdrawn: doc.withdrawnAt !== null,
    withdrawn_at: doc.withdrawnAt?.toISOString() ?? null,
    withdrawal_reason: doc.withdrawalReason,
  };
}

/** What verification answers: the document's facts and the holder's initials, nothing more. */
export function presentVerification(
  doc: IssuedDocumentRow,
  lookup: ReturnType<typeof optionLookup>,
): TDocumentVerification {
  const withdrawn = doc.withdrawnAt !== null;
  return {
    valid: !withdrawn,
    kind: doc.kind as TDocumentVerification['kind'],
    reference_number: doc.referenceNumber,
    issued_at: doc.issuedAt.toISOString(),
    status_at_issue: doc.statusAtIssue,
    status_at_issue_display: optionDisplay(lookup.statuses, doc.statusAtIssue),
    withdrawn,
    ...(withdrawn ? { withdrawn_at: doc.withdrawnAt!.toISOString() } : {}),
    holder: doc.holder,
    sha256: doc.sha256,
  };
}

/** The download's file name: the reference number, the kind, the language and the version. */
export function fileNameOf(doc: IssuedDocumentRow): string {
  return `${doc.referenceNumber}-${doc.kind}-${doc.language}-v${doc.version}.pdf`;
}
