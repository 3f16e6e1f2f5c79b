import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import './combobox.css';

/** What the user is typing (null shows the picked one), whether the list is open, the active row. */
export function useCombobox() {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  return { listId, query, setQuery, open, setOpen, active, setActive };
}

export type ComboboxState = ReturnType<typeof useCombobox>;

type ComboboxProps<T extends { id: number }> = {
  state: ComboboxState;
  /** The suggestions for what is typed; none while the list is closed. */
  options: readonly T[];
  /** The picked one as the box shows it when nothing is being typed. */
  selectedText: string;
  onPick: (option: T) => void;
  /** Typing over the picked one unpicks it. */
  onUnpick: () => void;
  onBlur?: () => void;
  /** What the open list says while it has nothing to offer: searching, none, failed. */
  status: string;
  listLabel: string;
  renderOption: (option: T) => ReactNode;
  optionTestId: string;
  /** The text box's own attributes: its id, label, placeholder, class, test id. */
  inputProps: ComponentPropsWithRef<'input'> & { 'data-testid'?: string };
};

/**
 * A text box that suggests as it is typed in (ARIA combobox with a listbox): arrow keys move
 * through the suggestions, Enter picks one without submitting the form around it, Escape
 * closes the list, and a click picks without the box losing the focus first.
 */
export function Combobox<T extends { id: number }>({
  state,
  options,
  selectedText,
  onPick,
  onUnpick,
  onBlur,
  status,
  listLabel,
  renderOption,
  optionTestId,
  inputProps,
}: ComboboxProps<T>) {
  const { listId, query, setQuery, open, setOpen, active, setActive } = state;

  const pick = (option: T) => {
    onPick(option);
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
        type="text"
        autoComplete="off"
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={query ?? selectedText}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
          onUnpick();
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="list-group position-absolute w-100 shadow-sm combobox-list"
        hidden={options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${option.id}`}
            role="option"
            aria-selected={index === active}
            className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
            // Keeps the box focused, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            data-testid={optionTestId}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      {open && options.length === 0 && (
        <div className="list-group position-absolute w-100 shadow-sm combobox-list">
          <div className="list-group-item text-body-secondary" role="status">
            {status}
          </div>
        </div>
      )}
    </div>
  );
}
