import { describe, expect, it } from 'vitest';
import { fieldValueText } from './history-value';

describe('fieldValueText', () => {
  it('writes lists, people and plain values as short text', () => {
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
