import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, type ImportField } from '@mutabaa/shared';
import {
  columnOfField,
  fieldLabelKey,
  mappedFields,
  startingMapping,
  withField,
  type ColumnMapping,
} from './column-mapping';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';

const columns = ['العنوان', 'Email', 'Priority', 'Notes'];

/** Whether no field is filled by two columns. */
const eachFieldOnce = (mapping: ColumnMapping) => {
  const fields = mappedFields(mapping);
  return new Set(fields).size === fields.length;
};

describe('the starting mapping', () => {
  it('takes the suggestion for every column, ignoring the columns it leaves out', () => {
    const mapping = startingMapping(columns, { العنوان: 'title', Email: 'client_email' });
    expect(mapping).toEqual({
      العنوان: 'title',
      Email: 'client_email',
      Priority: null,
      Notes: null,
    });
  });

  it('gives a field to its first column only, and drops unknown fields and columns', () => {
    const mapping = startingMapping(columns, {
      العنوان: 'title',
      Email: 'title',
      Priority: 'urgency' as ImportField,
      Gone: 'priority',
    });
    expect(mapping).toEqual({ العنوان: 'title', Email: null, Priority: null, Notes: null });
    expect(eachFieldOnce(mapping)).toBe(true);
  });

  it('ignores every column without a suggestion', () => {
    expect(startingMapping(['a', 'b'], null)).toEqual({ a: null, b: null });
  });
});

describe('choosing a field for a column', () => {
  const start = startingMapping(columns, { العنوان: 'title', Email: 'client_email' });

  it('takes the field from the column that had it, so it is never filled twice', () => {
    const next = withField(start, 'Notes', 'title');
    expect(next.Notes).toBe('title');
    expect(next['العنوان']).toBeNull();
    expect(next.Email).toBe('client_email');
    expect(eachFieldOnce(next)).toBe(true);
  });

  it('ignores a column with null and leaves the others', () => {
    const next = withField(start, 'Email', null);
    expect(next).toEqual({ ...start, Email: null });
    expect(start.Email).toBe('client_email');
  });

  it('keeps every field once through any sequence of choices', () => {
    let mapping = startingMapping(columns, null);
    for (const [index, field] of [...IMPORT_FIELDS, ...IMPORT_FIELDS].entries())
      mapping = withField(mapping, columns[index % columns.length]!, field);
    expect(eachFieldOnce(mapping)).toBe(true);
    expect(Object.keys(mapping)).toEqual(columns);
  });

  it('names the other column that fills a field', () => {
    expect(columnOfField(start, 'title')).toBe('العنوان');
    expect(columnOfField(start, 'title', 'العنوان')).toBeUndefined();
    expect(columnOfField(start, 'priority')).toBeUndefined();
  });
});

describe('field labels', () => {
  it('exist in both languages for every field', () => {
    const lookup = (messages: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    for (const field of IMPORT_FIELDS) {
      expect(typeof lookup(en, fieldLabelKey(field)), field).toBe('string');
      expect(typeof lookup(ar, fieldLabelKey(field)), field).toBe('string');
    }
  });
});
