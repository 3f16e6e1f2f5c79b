import { useState } from 'react';
import { NOTIFICATION_TYPES } from '@mutabaa/shared';
import { SelectField } from '../../../components/ui/field';
import { DateField } from '../../../components/ui/date-field';
import { useTranslation } from '../../../lib/use-translation';
import { isFiltered, rangeIsReversed, type CentreFilter } from '../utils/centre-filter';

/**
 * Type, read state and a range of days for the centre. Each change applies at once; a range
 * that runs backwards is refused with a message and the list stays as it was.
 */
export function CentreFilters({
  applied,
  onApply,
}: {
  applied: CentreFilter;
  onApply: (filter: CentreFilter) => void;
}) {
  const { t } = useTranslation();
  // Dates being typed; the applied filter changes only when the range is the right way round.
  const [draft, setDraft] = useState<CentreFilter>(applied);
  const reversed = rangeIsReversed(draft);

  const change = (key: keyof CentreFilter, value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft(next);
    if (!rangeIsReversed(next)) onApply(next);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <section
      className="notification-filters card mb-4"
      aria-label={t('notifications.filters.label')}
      data-testid="notification-filters"
    >
      <div className="card-body">
        <div className="row g-3 align-items-end">
          <SelectField
            className="col-12 col-sm-6 col-lg-3"
            label={t('notifications.filters.type')}
            value={draft.type ?? ''}
            onChange={(e) => change('type', e.target.value)}
            options={[
              { value: '', label: t('notifications.filters.allTypes') },
              ...NOTIFICATION_TYPES.map((type) => ({
                value: type,
                label: t(`notifications.types.${type}`),
              })),
            ]}
            data-testid="notification-filter-type"
          />
          <SelectField
            className="col-12 col-sm-6 col-lg-3"
            label={t('notifications.filters.state')}
            value={draft.read ?? ''}
            onChange={(e) => change('read', e.target.value)}
            options={[
              { value: '', label: t('notifications.filters.allStates') },
              { value: 'unread', label: t('notifications.filters.unreadOnly') },
              { value: 'read', label: t('notifications.filters.readOnly') },
            ]}
            data-testid="notification-filter-read"
          />
          <DateField
            className="col-12 col-sm-6 col-lg-2"
            label={t('notifications.filters.from')}
            value={draft.from ?? ''}
            max={draft.to}
            onChange={(e) => change('from', e.target.value)}
            error={reversed ? t('notifications.filters.reversed') : undefined}
            data-testid="notification-filter-from"
          />
          <DateField
            className="col-12 col-sm-6 col-lg-2"
            label={t('notifications.filters.to')}
            value={draft.to ?? ''}
            min={draft.from}
            onChange={(e) => change('to', e.target.value)}
            data-testid="notification-filter-to"
          />
          <div className="col-12 col-lg-2">
            <button
              type="button"
              className="btn btn-outline-secondary w-100"
              disabled={!isFiltered(draft)}
              onClick={clear}
              data-testid="notification-filters-clear"
            >
              {t('notifications.filters.clear')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
