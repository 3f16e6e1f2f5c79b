import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SLA_STATES, type TOption } from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { SearchIcon } from '../../../components/ui/icons';
import { DateField } from '../../../components/ui/date-field';
import { optionLabel } from '../../../lib/form-config';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { REPORT_ONLY_KEYS, type FilterKey, type ListFilters } from '../api/list-filters';
import { PersonFilter } from './person-filter';
import { FilterActions } from '../../../components/ui/filter-actions';

type ApplicationFiltersProps = {
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
  /** Filters the page fixes itself (the assigned list's assignee), not offered here. */
  hidden?: readonly FilterKey[];
  /** Only staff may read the client and assignee lists. */
  canPickUsers: boolean;
  /** The ordering control, on the search's line. */
  ordering?: ReactNode;
};

/** Late whether still open or already completed: GET /transactions/ takes a list of states. */
const LATE_STATES = 'breached,missed';

const DATE_FIELDS = [
  ['created_at_after', 'createdFrom'],
  ['created_at_before', 'createdTo'],
  ['due_date_after', 'dueFrom'],
  ['due_date_before', 'dueTo'],
] as const;

// The import and a report's selection are shown as notices above the list, not as fields of
// the panel.
const isAdvanced = (key: string) =>
  key !== 'search' && key !== 'import' && !(REPORT_ONLY_KEYS as readonly string[]).includes(key);

/**
 * The search box and the collapsible advanced filters. Nothing applies until Apply
 * (or Enter); Clear empties every filter at once.
 */
export function ApplicationFilters({
  filters,
  onApply,
  hidden = [],
  canPickUsers,
  ordering,
}: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useFormConfig();
  const panelId = useId();
  const [draft, setDraft] = useState<ListFilters>(filters);
  const [open, setOpen] = useState(() => Object.keys(filters).some(isAdvanced));
  const shows = (key: FilterKey) => !hidden.includes(key);

  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const bind = (key: FilterKey) => ({ value: draft[key] ?? '', onChange: set(key) });

  const any = { value: '', label: t('list.any') };
  const optionsOf = (list: readonly TOption[]) => [
    any,
    ...[...list]
      .sort((a, b) => a.order - b.order)
      .map((option) => ({ value: option.value, label: optionLabel(option, language) })),
  ];
  const pick = (key: 'client' | 'assigned_to') => ({
    value: draft[key],
    onChange: (id: string) => setDraft((current) => ({ ...current, [key]: id })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const onClear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form
      className="card mb-3"
      onSubmit={onSubmit}
      role="search"
      aria-label={t('list.filtersLabel')}
      data-testid="list-filters"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2">
          <label className="visually-hidden" htmlFor={`${panelId}-search`}>
            {t('list.searchLabel')}
          </label>
          <div className="input-group flex-grow-1 w-auto">
            <input
              id={`${panelId}-search`}
              type="search"
              className="form-control"
              placeholder={t('list.searchPlaceholder')}
              data-testid="list-search"
              {...bind('search')}
            />
            <button type="submit" className="btn btn-primary" aria-label={t('list.searchSubmit')}>
              <SearchIcon />
            </button>
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            data-testid="filters-toggle"
          >
            {t('list.advancedFilters')}
          </button>
          {ordering}
        </div>
        <div id={panelId} hidden={!open} className="mt-3" data-testid="filters-panel">
          <div className="row g-3">
            <SelectField
              className="col-sm-6 col-lg-3"
              label={t('list.filters.status')}
              options={optionsOf(config.data.statuses)}
              data-testid="filter-status"
              {...bind('status')}
            />
            <SelectField
              className="col-sm-6 col-lg-3"
              label={t('list.filters.priority')}
              options={optionsOf(config.data.priorities)}
              data-testid="filter-priority"
              {...bind('priority')}
            />
            <SelectField
              className="col-sm-6 col-lg-3"
              label={t('list.filters.type')}
              options={optionsOf(config.data.applicationTypes)}
              data-testid="filter-type"
              {...bind('transaction_type')}
            />
            {canPickUsers && (
              <SelectField
                className="col-sm-6 col-lg-3"
                label={t('list.filters.sla')}
                options={[
                  any,
                  ...SLA_STATES.map((state) => ({
                    value: state,
                    label: t(`slaBadge.states.${state}`),
                  })),
                  { value: LATE_STATES, label: t('slaBadge.states.late') },
                ]}
                data-testid="filter-sla"
                {...bind('sla_state')}
              />
            )}
            {canPickUsers && shows('assigned_to') && (
              <PersonFilter
                kind="editors"
                className="col-sm-6 col-lg-3"
                label={t('list.filters.assignee')}
                data-testid="filter-assignee"
                {...pick('assigned_to')}
              />
            )}
            {canPickUsers && shows('client') && (
              <PersonFilter
                kind="clients"
                className="col-sm-6 col-lg-3"
                label={t('list.filters.client')}
                data-testid="filter-client"
                {...pick('client')}
              />
            )}
            <Field
              className="col-sm-6 col-lg-3"
              label={t('list.filters.department')}
              data-testid="filter-department"
              {...bind('department')}
            />
            {DATE_FIELDS.map(([key, label]) => (
              <DateField
                key={key}
                className="col-sm-6 col-lg-3"
                label={t(`list.filters.${label}`)}
                data-testid={`filter-${key}`}
                {...bind(key)}
              />
            ))}
            <Field
              className="col-sm-6 col-lg-3"
              label={t('list.filters.tags')}
              hint={t('list.filters.tagsHint')}
              data-testid="filter-tags"
              {...bind('tags')}
            />
            <SelectField
              className="col-sm-6 col-lg-3"
              label={t('list.filters.attachments')}
              options={[
                any,
                { value: 'true', label: t('list.filters.withAttachments') },
                { value: 'false', label: t('list.filters.withoutAttachments') },
              ]}
              data-testid="filter-attachments"
              {...bind('has_attachments')}
            />
          </div>
          <FilterActions
            applyLabel={t('list.apply')}
            clearLabel={t('list.clear')}
            onClear={onClear}
            testIdPrefix="filters"
          />
        </div>
      </div>
    </form>
  );
}
