import type { TAuditVerifyResult } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What "Verify integrity" found: intact, or altered, with the server's account of how many
 * entries it checked and where the chain first breaks; that entry is one click away.
 */
export function VerifyResult({
  result,
  onShowEntry,
  onDismiss,
}: {
  result: TAuditVerifyResult;
  /** Shows the log narrowed to the entry where the chain breaks. */
  onShowEntry: (id: number) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const brokenId = result.first_broken_id;
  return (
    <div
      className={`alert ${result.ok ? 'alert-success' : 'alert-danger'} d-flex align-items-start gap-2`}
      role={result.ok ? 'status' : 'alert'}
      data-testid={result.ok ? 'audit-verify-ok' : 'audit-verify-broken'}
      data-broken-id={brokenId ?? undefined}
    >
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">
          {t(result.ok ? 'auditLogs.verify.intact' : 'auditLogs.verify.broken')}
        </p>
        <p className="mb-0" data-testid="audit-verify-detail">
          {result.detail}
        </p>
        {brokenId !== null && (
          <button
            type="button"
            className="btn btn-sm btn-danger mt-2"
            onClick={() => onShowEntry(brokenId)}
            data-testid="audit-verify-show-entry"
          >
            {t('auditLogs.verify.showEntry', { id: brokenId })}
          </button>
        )}
      </div>
      <button
        type="button"
        className="btn-close"
        aria-label={t('common.close')}
        onClick={onDismiss}
      />
    </div>
  );
}
