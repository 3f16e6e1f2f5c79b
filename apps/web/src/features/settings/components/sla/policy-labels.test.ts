import { describe, expect, it } from 'vitest';
import type { TOption, TStatusTransition } from '@mutabaa/shared';
import { setReaderDigits } from '../../../../lib/numbers';
import { optionText, percentText, unpausableStatuses } from './policy-labels';

const option = (value: string, label_en: string, label_ar: string): TOption => ({
  id: 1,
  value,
  label_en,
  label_ar,
  badge_color: '#000000',
  order: 0,
  is_active: true,
});

describe('the policy table', () => {
  const priorities = [option('high', 'High', 'عالية')];

  it('names a type or a priority by its label, "any" for none, the value when unknown', () => {
    expect(optionText(priorities, 'high', 'ar', 'أي')).toBe('عالية');
    expect(optionText(priorities, 'high', 'en', 'Any')).toBe('High');
    expect(optionText(priorities, null, 'en', 'Any')).toBe('Any');
    expect(optionText(priorities, 'urgent', 'en', 'Any')).toBe('urgent');
  });

  it('writes the warning as a percentage in the reader digits', () => {
    // Intl sets direction marks around the sign; what is read is the digits and the sign.
    const shown = (text: string) => text.replace(/[\u061c\u200e\u200f]/g, '');
    expect(percentText(80, 'en')).toBe('80%');
    expect(shown(percentText(80, 'ar'))).toBe('80%');
    setReaderDigits('arab');
    try {
      expect(shown(percentText(80, 'ar'))).toBe('٨٠٪');
    } finally {
      setReaderDigits('latn');
    }
  });

  it('never pauses a draft or a final status of the workflow', () => {
    const statuses = ['draft', 'submitted', 'on_hold', 'completed', 'cancelled'].map((value) =>
      option(value, value, value),
    );
    const move = (from: string, to: string, min_role: TStatusTransition['min_role']) => ({
      id: 1,
      from_status: from,
      to_status: to,
      min_role,
    });
    const transitions = [
      move('draft', 'submitted', 'client'),
      move('submitted', 'on_hold', 'editor'),
      move('on_hold', 'submitted', 'editor'),
      move('submitted', 'completed', 'editor'),
      move('completed', 'submitted', 'admin'),
    ];
    expect(unpausableStatuses(statuses, transitions)).toEqual(['draft', 'completed', 'cancelled']);
  });
});
