import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_STYLE, type DateStyle, type TOption } from '@mutabaa/shared';
import { fieldValueText, historyValueText } from './history-value';

const style = (language: DateStyle['language']): DateStyle => ({ ...DEFAULT_DATE_STYLE, language });

describe('fieldValueText', () => {
  it('writes lists, people, files and plain values as short text', () => {
    expect(fieldValueText(['a', 'b'])).toBe('a, b');
    expect(fieldValueText({ id: 3, full_name: 'Sara Ali', email: 's@example.com' })).toBe(
      'Sara Ali',
    );
    expect(fieldValueText({ id: 3 })).toBe('3');
    expect(fieldValueText({ id: 9, file_name: 'scan.pdf' })).toBe('scan.pdf');
    expect(fieldValueText(42)).toBe('42');
    expect(fieldValueText(null)).toBe('');
    expect(fieldValueText([])).toBe('');
  });
});

describe('historyValueText', () => {
  const option = (value: string, label_en: string, label_ar: string) =>
    ({
      id: 1,
      value,
      label_en,
      label_ar,
      badge_color: '#000000',
      is_active: true,
      order: 1,
    }) as TOption;
  const config = {
    applicationTypes: [option('permit', 'Permit', 'تصريح')],
    priorities: [option('high', 'High', 'عالية')],
  };

  it('shows options by their label in the language, unknown ones as stored', () => {
    expect(historyValueText('priority', 'high', config, style('ar'))).toBe('عالية');
    expect(historyValueText('transaction_type', 'permit', config, style('en'))).toBe('Permit');
    expect(historyValueText('priority', 'gone', config, style('en'))).toBe('gone');
  });

  it('formats due dates and passes other fields through', () => {
    expect(historyValueText('due_date', '2026-12-31', config, style('en'))).toBe('Dec 31, 2026');
    expect(historyValueText('tags', ['a', 'b'], config, style('en'))).toBe('a, b');
  });
});
