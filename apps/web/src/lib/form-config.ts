import {
  STATUS_COLORS,
  UNKNOWN_STATUS_COLOR,
  statusKey,
  type TFieldConfig,
  type TOption,
} from '@mutabaa/shared';
import { isHexColour } from './colour';

/** The four server-configured lists of the application form. */
export type FormConfigData = {
  fields: TFieldConfig[];
  applicationTypes: TOption[];
  priorities: TOption[];
  statuses: TOption[];
};

export const EMPTY_FORM_CONFIG: FormConfigData = {
  fields: [],
  applicationTypes: [],
  priorities: [],
  statuses: [],
};

/** An option's label in the interface language (the other language, then the value, if empty). */
export function optionLabel(
  option: Pick<TOption, 'value' | 'label_en' | 'label_ar'>,
  language: string,
): string {
  const [first, second] =
    language === 'ar' ? [option.label_ar, option.label_en] : [option.label_en, option.label_ar];
  return first || second || option.value;
}

/** Finds an option by value, matched as status names are (lower case, spaces as underscores). */
export function findOption(options: readonly TOption[], value: string): TOption | undefined {
  const key = statusKey(value);
  return options.find((option) => statusKey(option.value) === key);
}

/** A status badge colour: the server's configured colour, else the built-in one, else grey. */
export function statusBadgeColor(statuses: readonly TOption[], status: string): string {
  const configured = findOption(statuses, status)?.badge_color;
  if (configured && isHexColour(configured)) return configured;
  return (STATUS_COLORS as Record<string, string>)[statusKey(status)] ?? UNKNOWN_STATUS_COLOR;
}

/** Helpers over a loaded configuration; a field with no configuration is enabled and required. */
export function formConfigHelpers(data: FormConfigData) {
  const byName = new Map(data.fields.map((field) => [field.field_name, field]));
  return {
    isFieldEnabled: (name: string) => byName.get(name)?.is_enabled ?? true,
    isFieldRequired: (name: string) => {
      const field = byName.get(name);
      return field ? field.is_enabled && field.is_required : true;
    },
    statusColor: (status: string) => statusBadgeColor(data.statuses, status),
    statusLabel: (status: string, language: string) => {
      const option = findOption(data.statuses, status);
      return option ? optionLabel(option, language) : status;
    },
    /** Active options of a list in their configured order, for pickers. */
    activeOptions: (list: readonly TOption[]) =>
      list.filter((option) => option.is_active).sort((a, b) => a.order - b.order),
  };
}
export type FormConfigHelpers = ReturnType<typeof formConfigHelpers>;
