import type { ComponentProps } from 'react';
import type { TWorkload } from '@mutabaa/shared';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { choiceText } from '../../../lib/workload';

type EditorSelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  /** Every assignable user with their load (the workload list). */
  workload: readonly TWorkload[];
  /** Choices before the people (e.g. "Anyone", the unassigned queue). */
  leading: readonly { value: string; label: string }[];
  /** Show each person's open count and whether they are away. */
  withLoad?: boolean;
};

/** A labelled select of the editors and admins who can be assigned, with their load. */
export function EditorSelect({
  label,
  workload,
  leading,
  withLoad = true,
  id,
  className,
  ...select
}: EditorSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" {...select}>
        {leading.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {workload.map((load) => {
          const name = load.user.full_name || load.user.email;
          return (
            <option key={load.user.id} value={String(load.user.id)}>
              {choiceText(t, language, name, withLoad ? load : undefined)}
            </option>
          );
        })}
      </select>
    </div>
  );
}
