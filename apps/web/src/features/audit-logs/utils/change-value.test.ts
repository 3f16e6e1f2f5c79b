import { describe, expect, it } from 'vitest';
import { changeRows, changeValue } from './change-value';

describe('a changed value as the audit detail shows it', () => {
  it('says when a side has no value', () => {
    expect(changeValue(null)).toEqual({ kind: 'none' });
    expect(changeValue(undefined)).toEqual({ kind: 'none' });
    expect(changeValue('')).toEqual({ kind: 'none' });
  });

  it('keeps false and zero as values, not as nothing', () => {
    expect(changeValue(false)).toEqual({ kind: 'boolean', value: false });
    expect(changeValue(0)).toEqual({ kind: 'number', value: 0 });
  });

  it('marks a secret the server hid', () => {
    expect(changeValue('[redacted]')).toEqual({ kind: 'hidden' });
  });

  it('reads a moment with its zone as a date, a bare date and other text as text', () => {
    expect(changeValue('2026-11-23T08:15:00.000Z')).toEqual({
      kind: 'instant',
      value: '2026-11-23T08:15:00.000Z',
    });
    expect(changeValue('2026-11-23T08:15:00+03:00').kind).toBe('instant');
    expect(changeValue('2026-11-23')).toEqual({ kind: 'text', value: '2026-11-23' });
    expect(changeValue('2026-13-45T99:99:00Z').kind).toBe('text');
    expect(changeValue('منى الأحمد')).toEqual({ kind: 'text', value: 'منى الأحمد' });
  });

  it('shows objects and lists as indented JSON, Arabic intact', () => {
    expect(changeValue({ ar: 'عاجل', en: 'Urgent' })).toEqual({
      kind: 'json',
      value: '{\n  "ar": "عاجل",\n  "en": "Urgent"\n}',
    });
    expect(changeValue(['a', 1])).toEqual({ kind: 'json', value: '[\n  "a",\n  1\n]' });
  });

  it('lists the fields in the order written, before and after each', () => {
    expect(
      changeRows({ first_name: ['Mona', 'منى'], is_active: [true, false], note: [null, 'x'] }),
    ).toEqual([
      {
        field: 'first_name',
        before: { kind: 'text', value: 'Mona' },
        after: { kind: 'text', value: 'منى' },
      },
      {
        field: 'is_active',
        before: { kind: 'boolean', value: true },
        after: { kind: 'boolean', value: false },
      },
      { field: 'note', before: { kind: 'none' }, after: { kind: 'text', value: 'x' } },
    ]);
  });
});
