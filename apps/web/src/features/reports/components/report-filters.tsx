import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_INTERVALS,
  REPORT_PRESETS,
  presetPeriod,
  type ReportPreset,
  type TOption,
  type TReportQuery,
} from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { optionLabel } from '../../../lib/form-config';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useUserOptions } from '../../../lib/users';
import {
  activePresets,
  draftPeriodError,
  intervalFits,
  reportDraftOf,
  reportQueryOfDraft,
  type ReportDraft,
} from '../api/report-params';
import { FilterActions } from '../../../components/ui/filter-actions';

type ReportFiltersProps = {
  query: TReportQuery;
  today: string;
  onApply: (query: TReportQuery) => void;
};

/**
 * The report's period (a preset, applied at once, or two dates), its interval and the list's
 * filters. The fields apply together, on "Show report" (or Enter), so that moving through a
 * select with the keyboard does not ask for a report at every step.
 */
export function ReportFilters({ query, today, onApply }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useFormConfig();
  const editors = useUserOptions('editors');
  const id = useId();
  const [draft, setDraft] = useState<ReportDraft>(() => reportDraftOf(query, today));
  const [showErrors, setShowErrors] = useState(false);
  const periodError = draftPeriodError(draft);
  const { created_at_after: start, created_at_before: end } = draft;
  const pressed = periodError ? [] : activePresets(start, end, today);

  const set = (key: keyof ReportDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const bind = (key: keyof ReportDraft) => ({ value: draft[key], onChange: set(key) });

  const apply = (next: ReportDraft) => {
    if (draftPeriodError(next)) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    onApply(reportQueryOfDraft(next));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const onPreset = (preset: ReportPreset) => {
    const period = presetPeriod(preset, today);
    const next = { ...draft, created_at_after: period.start, created_at_before: period.end };
    setDraft(next);
    apply(next);
  };
  const onClear = () => {
    const next = reportDraftOf({}, today);
    setDraft(next);
    apply(next);
  };

  const any = { value: '', label: t('reports.filters.any') };
  const optionsOf = (list: readonly TOption[]) => [
    any,
    ...config
      .activeOptions(list)
      .map((option) => ({ value: option.value, label: optionLabel(option, language) })),
  ];
  const editorOptions = [
    any,
    ...(editors.data ?? []).map((user) => ({
      value: String(user.id),
      label: user.full_name || user.email,
    })),
  ];
  // An assignee named by the address but not among the editors listed (yet) still shows.
  if (draft.assigned_to && !editorOptions.some((o) => o.value === draft.assigned_to)) {
    editorOptions.push({ value: draft.assigned_to, label: `#${draft.assigned_to}` });
  }
  // A missing date is named at its field; a reversed range at the end date.
  const fromError = showErrors && !start ? t('reports.period.missing') : undefined;
  const toError = !showErrors
    ? undefined
    : !end
      ? t('reports.period.missing')
      : periodError === 'reversed'
        ? t('reports.period.reversed')
        : undefined;

  return (
    <form
      className="card mb-3 report-controls"
      onSubmit={onSubmit}
      aria-label={t('reports.filters.label')}
      data-testid="report-filters"
      noValidate
    >
      <div className="card-body">
        <div
          className="d-flex flex-wrap align-items-center gap-2 mb-3"
          role="group"
          aria-labelledby={`${id}-period`}
        >
          <span id={`${id}-period`} className="fw-semibold me-1">
            {t('reports.period.label')}
          </span>
          {REPORT_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={`btn btn-sm ${pressed.includes(preset) ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={pressed.includes(preset)}
              onClick={() => onPreset(preset)}
              data-testid={`report-preset-${preset}`}
            >
              {t(`reports.period.${preset}`)}
            </button>
          ))}
        </div>
        <div className="row g-3">
          <DateField
            className="col-6 col-md-4 col-xl-3 col-xxl-2"
            label={t('reports.period.from')}
            required
            error={fromError}
            data-testid="report-from"
            {...bind('created_at_after')}
          />
          <DateField
            className="col-6 col-md-4 col-xl-3 col-xxl-2"
            label={t('reports.period.to')}
            required
            error={toError}
            data-testid="report-to"
            {...bind('created_at_before')}
          />
          <SelectField
            className="col-6 col-md-4 col-xl-3 col-xxl"
            label={t('reports.interval.label')}
            options={REPORT_INTERVALS.map((interval) => ({
              value: interval,
              label:
                periodError || intervalFits(start, end, interval)
                  ? t(`reports.intervals.${interval}`)
                  : t('reports.interval.tooMany', {
                      interval: t(`reports.intervals.${interval}`),
                    }),
            }))}
            data-testid="report-interval"
            {...bind('interval')}
          />
          <SelectField
            className="col-6 col-md-4 col-xl-3 col-xxl"
            label={t('reports.filters.type')}
            options={optionsOf(config.data.applicationTypes)}
            data-testid="report-type"
            {...bind('transaction_type')}
          />
          <SelectField
            className="col-6 col-md-4 col-xl-3 col-xxl"
            label={t('reports.filters.priority')}
            options={optionsOf(config.data.priorities)}
            data-testid="report-priority"
            {...bind('priority')}
          />
          <Field
            className="col-6 col-md-4 col-xl-3 col-xxl"
            label={t('reports.filters.department')}
            data-testid="report-department"
            {...bind('department')}
          />
          <SelectField
            className="col-12 col-md-4 col-xl-3 col-xxl"
            label={t('reports.filters.assignee')}
            options={editorOptions}
            data-testid="report-assignee"
            {...bind('assigned_to')}
          />
        </div>
        <FilterActions
          applyLabel={t('reports.filters.apply')}
          clearLabel={t('reports.filters.clear')}
          onClear={onClear}
          testIdPrefix="report"
        />
      </div>
    </form>
  );
}
