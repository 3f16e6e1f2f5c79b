import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { TUserOption, TWorkload } from '@mutabaa/shared';
import { LoadNote } from '../../../../components/ui/load-note';
import { useDebounced } from '../../../../lib/use-debounced';
import { useTranslation } from '../../../../lib/use-translation';
import { loadOf, useWorkload } from '../../../../lib/workload';
import type { UserOptionKind } from '../../../../lib/users';
import { usePeopleSearch } from '../../api/search-people';
import './person-picker.css';
import type { ControlProps } from './form-row';
import type { PickedUser } from '../../utils/form-values';

const SEARCH_DELAY_MS = 250;

const describe = (user: PickedUser) =>
  user.email ? `${user.full_name} — ${user.email}` : user.full_name;

/** The texts and test ids of each kind of picker. */
const KINDS = {
  clients: {
    search: 'form.clientSearch',
    suggestions: 'form.clientSuggestions',
    none: 'form.noClients',
    failed: 'form.clientSearchFailed',
    testId: 'client',
  },
  editors: {
    search: 'form.assigneeSearch',
    suggestions: 'form.assigneeSuggestions',
    none: 'form.noAssignees',
    failed: 'form.assigneeSearchFailed',
    testId: 'assignee',
  },
} as const;

type PersonPickerProps = {
  /** Clients, or the editors and admins who can be assigned. */
  kind: UserOptionKind;
  control: ControlProps;
  selected: PickedUser | null;
  onSelect: (person: TUserOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable person picker (ARIA combobox with a listbox): typing asks the server for
 * matching people by name or e-mail; arrow keys move, Enter picks, Escape closes.
 */
export function PersonPicker({
  kind,
  control,
  selected,
  onSelect,
  onBlur,
  inputRef,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const texts = KINDS[kind];
  const listId = useId();
  // What the user is typing; null shows the picked person.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(query ?? '', SEARCH_DELAY_MS).trim();
  const { data, isFetching, isError } = usePeopleSearch(kind, term, open);
  const options = open ? (data?.results ?? []) : [];
  // Editors are offered with their load (open applications, away), asked once the list opens.
  const workload = useWorkload(kind === 'editors' && open);

  const pick = (person: TUserOption) => {
    onSelect(person);
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
        placeholder={t(texts.search)}
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
        data-testid={`${texts.testId}-picker`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t(texts.suggestions)}
        className="list-group position-absolute w-100 shadow-sm person-picker-list"
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
            data-testid={`${texts.testId}-option`}
          >
            <span className="d-block">{option.full_name}</span>
            <small className="d-block text-break">
              <bdi dir="ltr">{option.email}</bdi>
            </small>
            {kind === 'editors' && <OptionLoad load={loadOf(workload.data, option.id)} />}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <div className="list-group position-absolute w-100 shadow-sm person-picker-list">
          <div className="list-group-item text-body-secondary" role="status">
            {isError ? t(texts.failed) : isFetching ? t('common.loading') : t(texts.none)}
          </div>
        </div>
      )}
    </div>
  );
}

/** A suggestion's load, once the workload has it. */
function OptionLoad({ load }: { load: TWorkload | undefined }) {
  return load ? <LoadNote load={load} className="person-picker-load" /> : null;
}
