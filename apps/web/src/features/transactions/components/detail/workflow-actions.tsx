import { useState } from 'react';
import type { TApplicationDetail } from '@mutabaa/shared';
import { isolate } from '../../../../lib/isolate';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { TransitionModal } from './transition-modal';

/** One button per next status the caller may choose (the server decides which). */
export function WorkflowActions({
  application,
  onChanged,
  hideWhenEmpty = false,
}: {
  application: TApplicationDetail;
  onChanged: (text: string) => void;
  /** Clients mostly have nothing to choose; an empty card would only take room. */
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { statusLabel } = useFormConfig();
  const [target, setTarget] = useState<string | null>(null);
  if (hideWhenEmpty && application.allowed_transitions.length === 0 && !target) return null;
  return (
    <section className="card mb-4" aria-labelledby="workflow-title">
      <div className="card-body">
        <h2 id="workflow-title" className="h5 card-title mb-3">
          {t('detail.workflow.title')}
        </h2>
        {application.allowed_transitions.length === 0 ? (
          <p className="mb-0 text-body-secondary" data-testid="workflow-none">
            {t('detail.workflow.none')}
          </p>
        ) : (
          <div className="d-flex flex-wrap gap-2" data-testid="workflow-actions">
            {application.allowed_transitions.map((status) => (
              <button
                key={status}
                type="button"
                className="btn btn-outline-primary btn-sm"
                data-testid={`transition-${status}`}
                onClick={() => setTarget(status)}
              >
                {t('detail.workflow.moveTo', { status: isolate(statusLabel(status, language)) })}
              </button>
            ))}
          </div>
        )}
      </div>
      {target && (
        <TransitionModal
          applicationId={application.id}
          target={target}
          allowed={application.allowed_transitions}
          onClose={() => setTarget(null)}
          onDone={(status) => {
            setTarget(null);
            onChanged(
              t('detail.workflow.changed', { status: isolate(statusLabel(status, language)) }),
            );
          }}
        />
      )}
    </section>
  );
}
