import {
  finalStatuses,
  reusedFormatter,
  type TOption,
  type TStatusTransition,
} from '@mutabaa/shared';
import { findOption, optionLabel } from '../../../../lib/form-config';
import { numberLocale } from '../../../../lib/numbers';

/** A type's or a priority's label; null is "any". */
export function optionText(
  options: readonly TOption[],
  value: string | null,
  language: string,
  any: string,
): string {
  if (value === null) return any;
  const option = findOption(options, value);
  return option ? optionLabel(option, language) : value;
}

/** A share of the time as a percentage, in the reader's digits: 80%, ٨٠٪. */
export function percentText(value: number, language: 'ar' | 'en'): string {
  const locale = numberLocale(language);
  return reusedFormatter(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(value / 100);
}

/** The statuses a clock cannot pause in: draft (not started) and the workflow's final ones. */
export function unpausableStatuses(
  statuses: readonly TOption[],
  transitions: readonly TStatusTransition[],
): string[] {
  return [
    'draft',
    ...finalStatuses(
      statuses.map((s) => s.value),
      transitions,
    ),
  ];
}
