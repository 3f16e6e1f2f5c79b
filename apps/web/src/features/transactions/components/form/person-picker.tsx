import type { Ref } from 'react';
import type { TUserOption, TWorkload } from '@mutabaa/shared';
import { Combobox, useCombobox } from '../../../../components/ui/combobox';
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

/** A searchable person picker: typing asks the server for matching people by name or e-mail. */
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
  const combobox = useCombobox();
  const { open } = combobox;
  const term = useDebounced(combobox.query ?? '', SEARCH_DELAY_MS).trim();
  const { data, isFetching, isError } = usePeopleSearch(kind, term, open);
  const options = open ? (data?.results ?? []) : [];
  // Editors are offered with their load (open applications, away), asked once the list opens.
  const workload = useWorkload(kind === 'editors' && open);

  return (
    <Combobox
      state={combobox}
      options={options}
      selectedText={selected ? describe(selected) : ''}
      onPick={onSelect}
      onUnpick={() => {
        if (selected) onSelect(null);
      }}
      onBlur={onBlur}
      status={isError ? t(texts.failed) : isFetching ? t('common.loading') : t(texts.none)}
      listLabel={t(texts.suggestions)}
      optionTestId={`${texts.testId}-option`}
      inputProps={{
        ...control,
        ref: inputRef,
        className: `form-control${control['aria-invalid'] ? ' is-invalid' : ''}`,
        placeholder: t(texts.search),
        'data-testid': `${texts.testId}-picker`,
      }}
      renderOption={(option) => (
        <>
          <span className="d-block">{option.full_name}</span>
          <small className="d-block text-break">
            <bdi dir="ltr">{option.email}</bdi>
          </small>
          {kind === 'editors' && <OptionLoad load={loadOf(workload.data, option.id)} />}
        </>
      )}
    />
  );
}

/** A suggestion's load, once the workload has it. */
function OptionLoad({ load }: { load: TWorkload | undefined }) {
  return load ? <LoadNote load={load} className="person-picker-load" /> : null;
}
