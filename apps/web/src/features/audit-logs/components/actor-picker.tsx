import { useId, useState, type KeyboardEvent } from 'react';
import type { TManagedUser } from '@mutabaa/shared';
import { useDebounced } from '../../../lib/use-debounced';
import { useTranslation } from '../../../lib/use-translation';
import { useActor, useActorSearch } from '../api/search-actors';
import './actor-picker.css';

const SEARCH_DELAY_MS = 250;

type Person = Pick<TManagedUser, 'id' | 'full_name' | 'email'>;

const describe = (person: Person) =>
  person.full_name ? `${person.full_name} — ${person.email}` : person.email;

type ActorPickerProps = {
  label: string;
  /** The picked user's id, or empty for anyone. */
  value: string;
  onChange: (id: string) => void;
  className?: string;
};

/**
 * The actor filter: an ARIA combobox over every user (any role, active or not), asked from the
 * server as the admin types; arrow keys move, Enter picks, Escape closes, an empty box is anyone.
 * A user named by the address shows by name once the server has answered.
 */
export function ActorPicker({ label, value, onChange, className }: ActorPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = useId();
  const [picked, setPicked] = useState<Person | null>(null);
  const valueId = value ? Number(value) : undefined;
  const named = useActor(picked?.id === valueId ? undefined : valueId).data;
  const selected: Person | null = !value
    ? null
    : picked && picked.id === valueId
      ? picked
      : (named ?? { id: valueId ?? 0, full_name: `#${value}`, email: '' });

  // What the admin is typing; null shows the picked person.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(query ?? '', SEARCH_DELAY_MS).trim();
  const { data, isFetching, isError } = useActorSearch(term, open);
  const options = open ? (data?.results ?? []) : [];

  const pick = (person: Person) => {
    setPicked(person);
    onChange(String(person.id));
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), options.length - 1));
    } else if (event.key === 'Enter' && open) {
      // Enter picks a suggestion; it must not submit the filters.
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && options[active] ? `${listId}-${options[active].id}` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className="position-relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          className="form-control"
          placeholder={t('auditLogs.actorPicker.placeholder')}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query ?? (selected ? describe(selected) : '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange('');
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          data-testid="audit-filter-actor"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('auditLogs.actorPicker.suggestions')}
          className="list-group position-absolute w-100 shadow-sm actor-picker-list"
          hidden={options.length === 0}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
              // Keeps the input focused, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              data-testid="audit-actor-option"
            >
              <bdi className="d-block">{option.full_name || option.email}</bdi>
              <small className="d-block text-break">
                <bdi dir="ltr">{option.email}</bdi>
              </small>
            </li>
          ))}
        </ul>
        {open && options.length === 0 && (
          <div className="list-group position-absolute w-100 shadow-sm actor-picker-list">
            <div className="list-group-item text-body-secondary" role="status">
              {isError
                ? t('auditLogs.actorPicker.failed')
                : isFetching
                  ? t('common.loading')
                  : t('auditLogs.actorPicker.none')}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
