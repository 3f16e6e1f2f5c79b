import { useId, useState } from 'react';
import { useUserOptions, type UserOptionKind } from '../../../lib/users';
import type { PickedUser } from '../utils/form-values';
import { PersonPicker } from './form/person-picker';

type PersonFilterProps = {
  kind: UserOptionKind;
  label: string;
  /** The picked person's id, or empty for anyone. */
  value: string | undefined;
  onChange: (id: string) => void;
  className?: string;
  'data-testid'?: string;
};

/**
 * The client or assignee filter: a search over every such person, not only a first page. A
 * person named by the address shows by name when among the first page of them, else by id.
 */
export function PersonFilter({
  kind,
  label,
  value,
  onChange,
  className,
  'data-testid': testId,
}: PersonFilterProps) {
  const id = useId();
  const known = useUserOptions(kind, Boolean(value)).data;
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const selected: PickedUser | null = !value
    ? null
    : picked && String(picked.id) === value
      ? picked
      : (known?.find((p) => String(p.id) === value) ?? {
          id: Number(value),
          full_name: `#${value}`,
          email: '',
        });
  return (
    <div className={className} data-testid={testId}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <PersonPicker
        kind={kind}
        control={{ id, required: false, 'aria-invalid': undefined, 'aria-describedby': undefined }}
        selected={selected}
        onSelect={(person) => {
          setPicked(person);
          onChange(person ? String(person.id) : '');
        }}
      />
    </div>
  );
}
