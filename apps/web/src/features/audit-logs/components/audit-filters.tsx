import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_SEARCH_MAX_LENGTH } from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import { DateField } from '../../../components/ui/date-field';
import { useTranslation } from '../../../lib/use-translation';
import {
  draftOf,
  paramsOfDraft,
  type AuditFilterDraft,
  type AuditLogParams,
} from '../api/audit-log-params';
import { ActorPicker } from './actor-picker';
import { actionLabel, entityTypeLabel } from '../utils/audit-labels';
import { FilterActions } from '../../../components/ui/filter-actions';

type AuditFiltersProps = {
  params: AuditLogParams;
  onApply: (next: AuditLogParams) => void;
};

/**
 * The search box and the collapsible filters (who, action, record type and id, address, date
 * range). Nothing applies until Apply (or Enter); Clear empties every filter at once.
 */
export function AuditFilters({ params, onApply }: AuditFiltersProps) {
  const { t, language } = useTranslation();
  const panelId = useId();
  const [draft, setDraft] = useState<AuditFilterDraft>(() => draftOf(params));
  const [open, setOpen] = useState(() =>
    Object.entries(draftOf(params)).some(([key, value]) => key !== 'search' && value !== ''),
  );
  const bind = (key: keyof AuditFilterDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const any = { value: '', label: t('auditLogs.filters.any') };
  // Choices in the alphabetical order of their names in the language shown.
  const collator = (list: { value: string; label: string }[]) =>
    [...list].sort((a, b) => a.label.localeCompare(b.label, language));
  const actions = [
    any,
    ...collator(AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(t, value) }))),
  ];
  const types = [
    any,
    ...collator(AUDIT_ENTITY_TYPES.map((value) => ({ value, label: entityTypeLabel(t, value) }))),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(paramsOfDraft(draft));
  };
  const onClear = () => {
    setDraft(draftOf({ page: 1 }));
    onApply({ page: 1 });
  };

  return (
    <form
      className="mb-3"
      onSubmit={onSubmit}
      role="search"
      aria-label={t('auditLogs.filtersLabel')}
      data-testid="audit-filters"
    >
      <div className="d-flex flex-wrap gap-2">
        <label className="visually-hidden" htmlFor={`${panelId}-search`}>
          {t('auditLogs.search')}
        </label>
        <div className="input-group flex-grow-1 w-auto">
          <input
            id={`${panelId}-search`}
            type="search"
            className="form-control"
            maxLength={AUDIT_SEARCH_MAX_LENGTH}
            placeholder={t('auditLogs.searchPlaceholder')}
            data-testid="audit-search"
            {...bind('search')}
          />
          <button
            type="submit"
            className="btn btn-primary"
            aria-label={t('auditLogs.searchButton')}
          >
            <SearchIcon />
          </button>
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="audit-filters-toggle"
        >
          {t('auditLogs.filters.toggle')}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-3" data-testid="audit-filters-panel">
        <div className="row g-3">
          <ActorPicker
            className="col-sm-6 col-lg-4"
            label={t('auditLogs.filters.actor')}
            value={draft.actor}
            onChange={(id) => setDraft((current) => ({ ...current, actor: id }))}
          />
          <SelectField
            className="col-sm-6 col-lg-4"
            label={t('auditLogs.filters.action')}
            options={actions}
            data-testid="audit-filter-action"
            {...bind('action')}
          />
          <SelectField
            className="col-sm-6 col-lg-4"
            label={t('auditLogs.filters.entityType')}
            options={types}
            data-testid="audit-filter-entity-type"
            {...bind('entity_type')}
          />
          <Field
            className="col-sm-6 col-lg-3"
            label={t('auditLogs.filters.entityId')}
            dir="ltr"
            maxLength={64}
            data-testid="audit-filter-entity-id"
            {...bind('entity_id')}
          />
          <Field
            className="col-sm-6 col-lg-3"
            label={t('auditLogs.filters.ip')}
            dir="ltr"
            maxLength={64}
            data-testid="audit-filter-ip"
            {...bind('ip')}
          />
          <DateField
            className="col-sm-6 col-lg-3"
            label={t('auditLogs.filters.from')}
            data-testid="audit-filter-from"
            {...bind('created_at_after')}
          />
          <DateField
            className="col-sm-6 col-lg-3"
            label={t('auditLogs.filters.to')}
            data-testid="audit-filter-to"
            {...bind('created_at_before')}
          />
        </div>
        <FilterActions
          applyLabel={t('auditLogs.filters.apply')}
          clearLabel={t('auditLogs.filters.clear')}
          onClear={onClear}
          testIdPrefix="audit-filters"
        />
      </div>
    </form>
  );
}
