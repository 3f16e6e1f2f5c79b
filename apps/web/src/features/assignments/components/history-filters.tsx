import { useId, useState, type FormEvent } from 'react';
import type { TWorkload } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { HistoryParams } from '../api/assignment-params';
import { EditorSelect } from './editor-select';
import { FilterActions } from '../../../components/ui/filter-actions';
import { DateInput } from '../../../components/ui/date-field';

type Draft = { user: string; from: string; to: string; transaction: string };

const draftOf = (params: HistoryParams): Draft => ({
  user: params.user === undefined ? '' : String(params.user),
  from: params.created_at_after ?? '',
  to: params.created_at_before ?? '',
  transaction: params.transaction === undefined ? '' : String(params.transaction),
});

const idOrUndefined = (text: string) => {
  const n = Number(text.trim());
  return text.trim() && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The history's filters: who (either side of the move), a date range, one application. */
export function HistoryFilters({
  params,
  workload,
  onApply,
}: {
  params: HistoryParams;
  workload: readonly TWorkload[];
  onApply: (next: HistoryParams) => void;
}) {
  const { t } = useTranslation();
  const ids = { user: useId(), from: useId(), to: useId(), transaction: useId() };
  const [draft, setDraft] = useState(() => draftOf(params));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      page: 1,
      user: idOrUndefined(draft.user),
      created_at_after: draft.from || undefined,
      created_at_before: draft.to || undefined,
      transaction: idOrUndefined(draft.transaction),
    });
  };

  return (
    <form
      className="row g-2 align-items-end mb-3"
      onSubmit={onSubmit}
      aria-label={t('assignments.history.filters')}
      data-testid="history-filters"
    >
      <EditorSelect
        id={ids.user}
        className="col-sm-6 col-lg-3"
        label={t('assignments.history.user')}
        workload={workload}
        withLoad={false}
        leading={[{ value: '', label: t('assignments.history.anyone') }]}
        value={draft.user}
        onChange={set('user')}
        data-testid="history-user"
      />
      <div className="col-6 col-sm-3 col-lg-2">
        <label htmlFor={ids.from} className="form-label">
          {t('assignments.history.from')}
        </label>
        <DateInput
          id={ids.from}
          value={draft.from}
          onChange={set('from')}
          data-testid="history-from"
        />
      </div>
      <div className="col-6 col-sm-3 col-lg-2">
        <label htmlFor={ids.to} className="form-label">
          {t('assignments.history.to')}
        </label>
        <DateInput id={ids.to} value={draft.to} onChange={set('to')} data-testid="history-to" />
      </div>
      <div className="col-sm-6 col-lg-3">
        <label htmlFor={ids.transaction} className="form-label">
          {t('assignments.history.application')}
        </label>
        <input
          id={ids.transaction}
          type="text"
          inputMode="numeric"
          dir="ltr"
          className="form-control"
          value={draft.transaction}
          onChange={set('transaction')}
          data-testid="history-transaction"
        />
      </div>
      <FilterActions
        className="col-sm-6 col-lg-2 d-flex gap-2"
        applyLabel={t('assignments.history.apply')}
        clearLabel={t('assignments.history.clear')}
        onClear={() => {
          setDraft(draftOf({ page: 1 }));
          onApply({ page: 1 });
        }}
        testIdPrefix="history"
      />
    </form>
  );
}
