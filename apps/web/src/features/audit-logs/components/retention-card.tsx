import { useId } from 'react';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useAuditRetention } from '../api/get-audit-retention';
import { RetentionForm } from './retention-form';

/**
 * How long entries are kept: forever, or a number of days after which the daily job removes
 * them (recording the removal as an entry of its own, so verification still passes).
 */
export function RetentionCard() {
  const { t } = useTranslation();
  const retention = useAuditRetention();
  const feedback = useFeedback();
  const titleId = useId();
  return (
    <section className="card mt-4" aria-labelledby={titleId} data-testid="audit-retention">
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('auditLogs.retention.title')}
        </h2>
        <QueryState
          query={retention}
          errorFallback={t('auditLogs.retention.loadFailed')}
          errorClassName="mb-0"
        >
          {(days) => (
            <>
              <p className="fw-semibold mb-1" data-testid="audit-retention-status">
                {days === null
                  ? t('auditLogs.retention.forever')
                  : t('auditLogs.retention.days', { count: days })}
              </p>
              <p className="text-body-secondary">{t('auditLogs.retention.chained')}</p>
              <Feedback message={feedback.message} testId="audit-retention" />
              <RetentionForm
                retention={days}
                onSaving={feedback.clear}
                onSaved={() => feedback.success(t('auditLogs.retention.saved'))}
                onFailed={feedback.failure}
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
