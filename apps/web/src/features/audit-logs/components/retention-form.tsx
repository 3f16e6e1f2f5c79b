import { useId, useRef, useState, type FormEvent } from 'react';
import { ZSettingValues } from '@mutabaa/shared';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { errorText, validationText } from '../../../lib/errors';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { AUDIT_RETENTION_KEY, type AuditRetention } from '../api/get-audit-retention';
import { useUpdateAuditRetention } from '../api/update-audit-retention';
import { draftOfRetention, retentionOfDraft, type RetentionDraft } from '../utils/retention-draft';

// The range the server accepts, from its own schema (shown as the field's hint and limits).
const DAYS = ZSettingValues.AUDIT_RETENTION_DAYS.unwrap();
const MIN_DAYS = DAYS.minValue ?? 0;
const MAX_DAYS = DAYS.maxValue ?? Number.MAX_SAFE_INTEGER;

type RetentionFormProps = {
  retention: AuditRetention;
  onSaving: () => void;
  onSaved: () => void;
  onFailed: (message: string) => void;
};

/** Keep every entry forever, or remove entries older than a number of days; Save. */
export function RetentionForm({ retention, onSaving, onSaved, onFailed }: RetentionFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<RetentionDraft>(() => draftOfRetention(retention));
  const [error, setError] = useState<string>();
  const daysRef = useRef<HTMLInputElement>(null);
  const update = useUpdateAuditRetention();

  const edit = (change: Partial<RetentionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(undefined);
  };
  const refuse = (message: string) => {
    setError(message);
    daysRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    onSaving();
    setError(undefined);
    const next = retentionOfDraft(draft);
    if ('error' in next) return refuse(validationText(t, next.error));
    try {
      setDraft(draftOfRetention(await update.mutateAsync(next.value)));
      onSaved();
    } catch (failure) {
      // A value out of range comes back under the setting's key, in the interface language.
      const message =
        failure instanceof ApiError ? failure.errors?.[AUDIT_RETENTION_KEY]?.[0] : undefined;
      if (message && !draft.forever) refuse(message);
      else onFailed(errorText(t, failure, t('auditLogs.retention.failed')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="audit-retention-form">
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t('auditLogs.retention.choice')}</legend>
        <div className="form-check">
          <input
            id={`${id}-forever`}
            className="form-check-input"
            type="radio"
            name={`${id}-choice`}
            checked={draft.forever}
            onChange={() => edit({ forever: true })}
            data-testid="audit-retention-forever"
          />
          <label className="form-check-label" htmlFor={`${id}-forever`}>
            {t('auditLogs.retention.keepForever')}
          </label>
        </div>
        <div className="form-check">
          <input
            id={`${id}-days`}
            className="form-check-input"
            type="radio"
            name={`${id}-choice`}
            checked={!draft.forever}
            onChange={() => edit({ forever: false })}
            data-testid="audit-retention-limited"
          />
          <label className="form-check-label" htmlFor={`${id}-days`}>
            {t('auditLogs.retention.keepDays')}
          </label>
        </div>
        <div className="ps-4 mt-2" style={{ maxWidth: '22rem' }}>
          <Field
            ref={daysRef}
            className="mb-0"
            type="number"
            inputMode="numeric"
            min={MIN_DAYS}
            max={MAX_DAYS}
            step={1}
            label={t('auditLogs.retention.daysLabel')}
            hint={t('auditLogs.retention.daysHint', {
              min: formatNumber(MIN_DAYS, language),
              max: formatNumber(MAX_DAYS, language),
            })}
            error={error}
            disabled={draft.forever}
            value={draft.days}
            onChange={(event) => edit({ days: event.target.value })}
            data-testid="audit-retention-days"
          />
        </div>
      </fieldset>
      <SubmitButton
        busy={update.isPending}
        busyLabel={t('auditLogs.retention.saving')}
        className="btn btn-primary"
        testId="audit-retention-save"
      >
        {t('auditLogs.retention.save')}
      </SubmitButton>
    </form>
  );
}
