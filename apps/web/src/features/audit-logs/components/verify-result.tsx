import type { TAuditVerifyResult } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What "Verify integrity" found: intact, or altered, with the server's account of how many
 * entries it checked and where the chain first breaks.
 */
export function VerifyResult({
  result,
  onDismiss,
}: {
  result: TAuditVerifyResult;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`alert ${result.ok ? 'alert-success' : 'alert-danger'} d-flex align-items-start gap-2`}
      role={result.ok ? 'status' : 'alert'}
      data-testid={result.ok ? 'audit-verify-ok' : 'audit-verify-broken'}
      data-broken-id={result.first_broken_id ?? undefined}
    >
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">
          {t(result.ok ? 'auditLogs.verify.intact' : 'auditLogs.verify.broken')}
        </p>
        <p className="mb-0" data-testid="audit-verify-detail">
          {result.detail}
        </p>
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
