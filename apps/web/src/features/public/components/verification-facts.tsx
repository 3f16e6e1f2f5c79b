import type { ReactNode } from 'react';
import type { TDocumentVerification } from '@mutabaa/shared';
import { ShieldIcon } from '../../../components/ui/icons';
import { useDateStyle } from '../../../lib/date-style';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { DisplayBadge } from './display-badge';

/**
 * Whether the document is valid or withdrawn, then what it says of itself; the status at issue
 * with the label and colour the answer carries, in the reader's language.
 */
export function VerificationFacts({
  verification: v,
  organisation,
}: {
  verification: TDocumentVerification;
  organisation: string;
}) {
  const { t, language } = useTranslation();
  const dateStyle = useDateStyle();
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'kind', label: t('verify.kind'), value: t(`verify.kinds.${v.kind}`) },
    {
      key: 'reference',
      label: t('verify.reference'),
      value: <span dir="ltr">{v.reference_number}</span>,
    },
    {
      key: 'issued-at',
      label: t('verify.issuedAt'),
      value: <time dateTime={v.issued_at}>{formatDateTime(v.issued_at, dateStyle)}</time>,
    },
    {
      key: 'status',
      label: t('verify.statusAtIssue'),
      value: (
        <DisplayBadge
          status={v.status_at_issue}
          display={v.status_at_issue_display}
          language={language}
        />
      ),
    },
    { key: 'holder', label: t('verify.holder'), value: <bdi>{v.holder}</bdi> },
    {
      key: 'sha256',
      label: t('verify.sha256'),
      value: (
        <code dir="ltr" className="verify-digest">
          {v.sha256}
        </code>
      ),
    },
  ];
  return (
    <>
      {v.valid && !v.withdrawn ? (
        <div className="alert alert-success d-flex gap-2" role="status" data-testid="verify-valid">
          <ShieldIcon className="flex-shrink-0 mt-1" />
          <div>
            <p className="fw-semibold mb-1">{t('verify.valid')}</p>
            <p className="mb-0">{t('verify.validText', { organisation })}</p>
          </div>
        </div>
      ) : (
        <div className="alert alert-danger" role="alert" data-testid="verify-withdrawn">
          <p className="fw-semibold mb-1">{t('verify.withdrawn')}</p>
          {v.withdrawn_at && (
            <p className="mb-0">
              {t('verify.withdrawnOn', { date: formatDateTime(v.withdrawn_at, dateStyle) })}
            </p>
          )}
        </div>
      )}
      <dl className="row mb-0" data-testid="verify-facts">
        {rows.map((row) => (
          <div key={row.key} className="col-12 mb-2" data-fact={row.key}>
            <dt className="small fw-normal text-body-secondary">{row.label}</dt>
            <dd className="mb-0 text-break">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
