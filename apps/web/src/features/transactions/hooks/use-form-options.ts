import { useMemo } from 'react';
import type { TApplication, TOption } from '@mutabaa/shared';
import { findOption, optionLabel } from '../../../lib/form-config';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { choiceText, loadOf, useWorkload } from '../../../lib/workload';
import { useUserOptions } from '../../../lib/users';
import { DEFAULT_PRIORITY, type FormAudience, type PickedUser } from '../utils/form-values';

export type SelectOption = { value: string; label: string };

/**
 * Active options in their configured order, plus the application's current value when that
 * option was deactivated since (the server accepts an unchanged value).
 */
function choices(
  list: readonly TOption[],
  active: readonly TOption[],
  current: string | null | undefined,
  language: string,
): SelectOption[] {
  const shown = [...active];
  if (current && !findOption(active, current)) {
    shown.push(
      findOption(list, current) ?? {
        id: 0,
        value: current,
        label_en: current,
        label_ar: current,
        badge_color: '',
        order: 0,
        is_active: false,
      },
    );
  }
  return shown.map((option) => ({ value: option.value, label: optionLabel(option, language) }));
}

/** The form's choices (types, priorities, assignees) and their labels in the current language. */
export function useFormOptions(audience: FormAudience, application?: TApplication) {
  const { language } = useLanguage();
  const config = useFormConfig();
  const { t } = useTranslation();
  const editors = useUserOptions('editors', audience === 'staff');
  const workload = useWorkload(audience === 'staff');
  const { applicationTypes, priorities } = config.data;
  const { activeOptions } = config;

  return useMemo(() => {
    const types = choices(
      applicationTypes,
      activeOptions(applicationTypes),
      application?.transaction_type,
      language,
    );
    const priorityChoices = choices(
      priorities,
      activeOptions(priorities),
      application?.priority,
      language,
    );
    const assignees: PickedUser[] = [...(editors.data ?? [])];
    const current = application?.assigned_to;
    if (current && !assignees.some((user) => user.id === current.id)) assignees.push(current);
    const defaultPriority =
      priorityChoices.find((option) => option.value === DEFAULT_PRIORITY)?.value ??
      priorityChoices[0]?.value ??
      DEFAULT_PRIORITY;
    const labelOf = (options: SelectOption[], value: string) =>
      options.find((option) => option.value === value)?.label ?? value;
    return {
      types,
      priorities: priorityChoices,
      assignees,
      defaultPriority,
      typeLabel: (value: string) => labelOf(types, value),
      priorityLabel: (value: string) => labelOf(priorityChoices, value),
      assigneeName: (id: string) =>
        assignees.find((user) => String(user.id) === id)?.full_name ?? id,
      /** "Name — 12 open · Away": the assignee choice with their load, once it is known. */
      assigneeChoice: (user: PickedUser) =>
        choiceText(t, language, user.full_name, loadOf(workload.data, user.id)),
    };
  }, [
    applicationTypes,
    priorities,
    activeOptions,
    application,
    editors.data,
    workload.data,
    language,
    t,
  ]);
}
export type FormOptions = ReturnType<typeof useFormOptions>;
