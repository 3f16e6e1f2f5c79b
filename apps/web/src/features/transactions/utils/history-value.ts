import type { DateStyle } from '@mutabaa/shared';
import { formatDate } from '../../../lib/format';
import { findOption, optionLabel, type FormConfigData } from '../../../lib/form-config';

/** A changed field's value as short text: lists joined, people and files by name, nothing as ''. */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldValueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const name = record.full_name ?? record.file_name ?? record.label ?? record.email ?? record.id;
    return name === undefined ? JSON.stringify(value) : String(name);
  }
  return String(value);
}

/** Fields whose history values are user ids: the entry names the change without them. */
export const PERSON_FIELDS = new Set(['client', 'assigned_to']);

/** A changed field's value as a reader expects it: option labels, dates in the language. */
export function historyValueText(
  field: string,
  value: unknown,
  config: Pick<FormConfigData, 'applicationTypes' | 'priorities'>,
  style: DateStyle,
): string {
  const list =
    field === 'transaction_type'
      ? config.applicationTypes
      : field === 'priority'
        ? config.priorities
        : null;
  if (list && typeof value === 'string') {
    const option = findOption(list, value);
    return option ? optionLabel(option, style.language) : value;
  }
  if (field === 'due_date' && typeof value === 'string') return formatDate(value, style);
  return fieldValueText(value);
}
