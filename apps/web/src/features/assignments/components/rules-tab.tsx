import { useId, useState } from 'react';
import { ASSIGNMENT_MODES, type AssignmentMode, type TAssignmentRule } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useRules } from '../api/get-rules';
import { useUpdateRules } from '../api/update-rules';
import { changedRules } from '../utils/changed-rules';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/** How each application type is assigned on submission: off, balanced or round robin. */
export function RulesTab() {
  const { t } = useTranslation();
  const rules = useRules();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('assignments.rules.title')}
        </h2>
        <p className="mb-1">{t('assignments.rules.intro')}</p>
        <dl className="small mb-3">
          {ASSIGNMENT_MODES.map((mode) => (
            <div key={mode}>
              <dt className="d-inline">{t(`assignments.rules.modes.${mode}`)}: </dt>
              <dd className="d-inline text-body-secondary">
                {t(`assignments.rules.explain.${mode}`)}
              </dd>
            </div>
          ))}
        </dl>
        <QueryState
          query={rules}
          errorFallback={t('assignments.rules.loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{t('assignments.rules.empty')}</p>}
        >
          {(list) => <RulesForm rules={list} labelledBy={titleId} />}
        </QueryState>
      </div>
    </section>
  );
}

function RulesForm({ rules, labelledBy }: { rules: TAssignmentRule[]; labelledBy: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [draft, setDraft] = useState<Record<string, AssignmentMode>>({});
  const update = useUpdateRules();
  const feedback = useFeedback();
  const changes = changedRules(rules, draft);
  const modeOf = (rule: TAssignmentRule) => draft[rule.transaction_type] ?? rule.mode;

  const onSave = async () => {
    feedback.clear();
    if (changes.length === 0) return feedback.success(t('assignments.rules.nothingChanged'));
    try {
      await update.mutateAsync({ rules: changes });
      setDraft({});
      feedback.success(t('assignments.rules.saved'));
    } catch (error) {
      feedback.failure(errorText(t, error));
    }
  };

  return (
    <>
      <Feedback message={feedback.message} testId="rules" />
      <ResponsiveTable
        region={{ labelledBy }}
        className="align-middle mb-3"
        aria-labelledby={labelledBy}
        data-testid="rules-table"
      >
        <thead>
          <tr>
            <th scope="col">{t('assignments.rules.type')}</th>
            <th scope="col">{t('assignments.rules.mode')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            const label = language === 'ar' ? rule.label_ar : rule.label_en;
            return (
              <tr key={rule.transaction_type} data-testid="rules-row">
                <th scope="row" className="fw-normal card-cell-title">
                  <bdi>{label || rule.transaction_type}</bdi>
                </th>
                <td style={{ minInlineSize: '12rem' }} data-label={t('assignments.rules.mode')}>
                  <select
                    className="form-select"
                    value={modeOf(rule)}
                    aria-label={t('assignments.rules.modeFor', { type: label })}
                    onChange={(event) =>
                      setDraft((current) => ({
                        ...current,
                        [rule.transaction_type]: event.target.value as AssignmentMode,
                      }))
                    }
                    data-testid={`rules-mode-${rule.transaction_type}`}
                  >
                    {ASSIGNMENT_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(`assignments.rules.modes.${mode}`)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ResponsiveTable>
      <button
        type="button"
        className="btn btn-primary"
        onClick={onSave}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        data-testid="rules-save"
      >
        {update.isPending ? t('assignments.rules.saving') : t('assignments.rules.save')}
      </button>
    </>
  );
}
