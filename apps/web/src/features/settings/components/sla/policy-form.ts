import { z } from 'zod';
import {
  SLA_WARN_PERCENT_DEFAULT,
  ZSlaPolicyCreate,
  westernDigits,
  type TOption,
  type TSlaPolicy,
} from '@mutabaa/shared';

const DECIMAL = /^\d+(?:[.,\u066b]\d+)?$/;

/**
 * A typed number in Latin or Arabic-Indic digits, with `.`, `,` or the Arabic decimal mark
 * `٫` before its fraction; text that is no number stays as it is, for the schema to refuse.
 */
export function decimalOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = westernDigits(value);
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text.replace(/[,\u066b]/, '.')) : value;
}

/** '' is the "Any" choice of a type or priority select: no condition (null). */
const anyIsNull = (value: unknown) => (value === '' ? null : value);

const shape = ZSlaPolicyCreate.shape;

/** A number field's own check: empty is required, other text not a number is invalid. */
const typedNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

/** The policy dialog's values, read into the body POST or PATCH /sla/policies/ takes. */
export const ZPolicyForm = z.object({
  name_ar: shape.name_ar,
  name_en: shape.name_en,
  transaction_type: z.preprocess(anyIsNull, shape.transaction_type),
  priority: z.preprocess(anyIsNull, shape.priority),
  resolution_hours: z.preprocess(decimalOf, typedNumber().pipe(shape.resolution_hours)),
  pause_statuses: shape.pause_statuses,
  warn_percent: z.preprocess(decimalOf, typedNumber().pipe(shape.warn_percent.unwrap())),
  active: shape.active,
});

/** What the dialog's fields hold: the selects '' for "Any", the numbers as typed. */
export type PolicyFormValues = {
  name_ar: string;
  name_en: string;
  transaction_type: string;
  priority: string;
  resolution_hours: string;
  pause_statuses: string[];
  warn_percent: string;
  active: boolean;
};

/** The dialog's first values: the policy's, or those of a new one. */
export function policyFormValues(policy: TSlaPolicy | undefined): PolicyFormValues {
  return {
    name_ar: policy?.name_ar ?? '',
    name_en: policy?.name_en ?? '',
    transaction_type: policy?.transaction_type ?? '',
    priority: policy?.priority ?? '',
    resolution_hours: policy ? String(policy.resolution_hours) : '',
    pause_statuses: policy?.pause_statuses ?? [],
    warn_percent: String(policy?.warn_percent ?? SLA_WARN_PERCENT_DEFAULT),
    active: policy?.active ?? true,
  };
}

/**
 * The options a select or a set of boxes offers: the active ones in their order, less those
 * `excluded`, and any already chosen that is no longer offered (inactive, say), so that it
 * shows and can be taken away.
 */
export function offeredOptions(
  options: readonly TOption[],
  chosen: readonly string[],
  excluded: readonly string[] = [],
): TOption[] {
  const offered = options
    .filter((option) => option.is_active && !excluded.includes(option.value))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const kept = chosen
    .filter((value) => !offered.some((option) => option.value === value))
    .map(
      (value) =>
        options.find((option) => option.value === value) ?? {
          id: 0,
          value,
          label_en: value,
          label_ar: value,
          badge_color: '',
          order: 0,
          is_active: false,
        },
    );
  return [...offered, ...kept];
}
