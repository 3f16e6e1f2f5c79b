import { useId, useState } from 'react';
import type { TManagedUser } from '@mutabaa/shared';
import { Combobox, useCombobox } from '../../../components/ui/combobox';
import { useDebounced } from '../../../lib/use-debounced';
import { useTranslation } from '../../../lib/use-translation';
import { useActor, useActorSearch } from '../api/search-actors';

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
 * The actor filter: a combobox over every user (any role, active or not), asked from the server
 * as the admin types; an empty box is anyone. A user named by the address shows by name once
 * the server has answered.
 */
export function ActorPicker({ label, value, onChange, className }: ActorPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [picked, setPicked] = useState<Person | null>(null);
  const valueId = value ? Number(value) : undefined;
  const named = useActor(picked?.id === valueId ? undefined : valueId).data;
  const selected: Person | null = !value
    ? null
    : picked && picked.id === valueId
      ? picked
      : (named ?? { id: valueId ?? 0, full_name: `#${value}`, email: '' });

  const combobox = useCombobox();
  const term = useDebounced(combobox.query ?? '', SEARCH_DELAY_MS).trim();
  const { data, isFetching, isError } = useActorSearch(term, combobox.open);
  const options = combobox.open ? (data?.results ?? []) : [];

  return (
    <div className={className}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <Combobox
        state={combobox}
        options={options}
        selectedText={selected ? describe(selected) : ''}
        onPick={(person) => {
          setPicked(person);
          onChange(String(person.id));
        }}
        onUnpick={() => {
          if (value) onChange('');
        }}
        status={
          isError
            ? t('auditLogs.actorPicker.failed')
            : isFetching
              ? t('common.loading')
              : t('auditLogs.actorPicker.none')
        }
        listLabel={t('auditLogs.actorPicker.suggestions')}
        optionTestId="audit-actor-option"
        inputProps={{
          id: inputId,
          className: 'form-control',
          placeholder: t('auditLogs.actorPicker.placeholder'),
          'data-testid': 'audit-filter-actor',
        }}
        renderOption={(option) => (
          <>
            <bdi className="d-block">{option.full_name || option.email}</bdi>
            <small className="d-block text-break">
              <bdi dir="ltr">{option.email}</bdi>
            </small>
          </>
        )}
      />
    </div>
  );
}
