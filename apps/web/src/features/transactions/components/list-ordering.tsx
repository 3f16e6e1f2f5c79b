import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  LIST_ORDERINGS,
  orderingLabelKey,
  SLA_ORDERINGS,
  type ListOrdering,
} from '../api/list-ordering';

type ListOrderingSelectProps = {
  value: ListOrdering;
  onChange: (ordering: ListOrdering) => void;
  /** The promised-date orderings, for those who see the service level. */
  withSla: boolean;
};

/**
 * The list's ordering, beside the search: it applies at once (unlike the filters, nothing is
 * typed), and keeps the filters.
 */
export function ListOrderingSelect({ value, onChange, withSla }: ListOrderingSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const offered = LIST_ORDERINGS.filter((o) => withSla || !SLA_ORDERINGS.includes(o));
  return (
    <div className="input-group w-auto flex-grow-1 flex-md-grow-0">
      <label className="input-group-text" htmlFor={id}>
        {t('list.ordering.label')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value as ListOrdering)}
        data-testid="list-ordering"
      >
        {offered.map((ordering) => (
          <option key={ordering} value={ordering}>
            {t(orderingLabelKey(ordering))}
          </option>
        ))}
      </select>
    </div>
  );
}
