import type { TAuditVerifyResult } from '@mutabaa/shared';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What "Verify integrity" found: intact, or altered with the server's account of where (the
 * first entry whose content, place or link does not match, when it can name one).
 */
export function VerifyResult({
  result,
  onDismiss,
}: {
  result: TAuditVerifyResult;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div
      className={`alert ${result.ok ? 'alert-success' : 'alert-danger'} d-flex align-items-start gap-2`}
      role={result.ok ? 'status' : 'alert'}
      data-testid={result.ok ? 'audit-verify-ok' : 'audit-verify-broken'}
    >
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">
          {t(result.ok ? 'auditLogs.verify.intact' : 'auditLogs.verify.broken')}
        </p>
        <p className="mb-1" data-testid="audit-verify-detail">
          {result.detail}
        </p>
        <p className="mb-0 small">
          {t('auditLogs.verify.checked', { number: formatNumber(result.checked, language) })}
          {result.first_broken_id !== null && (
            <>
              {' · '}
              <span data-testid="audit-verify-broken-id">
                {t('auditLogs.verify.brokenEntry', {
                  id: result.first_broken_id,
                })}
              </span>
            </>
          )}
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
