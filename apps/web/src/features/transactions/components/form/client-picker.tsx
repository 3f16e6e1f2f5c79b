import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { TUserOption } from '@mutabaa/shared';
import { useTranslation } from '../../../../lib/use-translation';
import './client-picker.css';
import { useClientSearch } from '../../api/search-clients';
import type { ControlProps } from './form-row';
import type { PickedUser } from './form-values';

const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const describe = (user: PickedUser) =>
  user.email ? `${user.full_name} — ${user.email}` : user.full_name;

type ClientPickerProps = {
  control: ControlProps;
  selected: PickedUser | null;
  onSelect: (client: TUserOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable client picker (ARIA combobox with a listbox): typing asks the server for
 * matching clients by name or e-mail; arrow keys move, Enter picks, Escape closes.
 */
export function ClientPicker({ control, selected, onSelect, onBlur, inputRef }: ClientPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  // What the user is typing; null shows the picked client.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(query ?? '', SEARCH_DELAY_MS).trim();
  const { data, isFetching, isError } = useClientSearch(term, open);
  const options = open ? (data?.results ?? []) : [];

  const pick = (client: TUserOption) => {
    onSelect(client);
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
      // Enter picks a suggestion; it must not submit the form.
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
    <div className="position-relative">
      <input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        className={`form-control${control['aria-invalid'] ? ' is-invalid' : ''}`}
        placeholder={t('form.clientSearch')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={query ?? (selected ? describe(selected) : '')}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          if (selected) onSelect(null);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
          onBlur?.();
        }}
        data-testid="client-picker"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('form.clientSuggestions')}
        className="list-group position-absolute w-100 shadow-sm client-picker-list"
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
            data-testid="client-option"
          >
            <span className="d-block">{option.full_name}</span>
            <small className="d-block text-break">
              <bdi dir="ltr">{option.email}</bdi>
            </small>
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <div className="list-group position-absolute w-100 shadow-sm client-picker-list">
          <div className="list-group-item text-body-secondary" role="status">
            {isError
              ? t('form.clientSearchFailed')
              : isFetching
                ? t('common.loading')
                : t('form.noClients')}
          </div>
        </div>
      )}
    </div>
  );
}
