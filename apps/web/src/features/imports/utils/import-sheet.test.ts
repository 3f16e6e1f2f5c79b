import { describe, expect, it } from 'vitest';
import type { TImport, TImportSheet } from '@mutabaa/shared';
import { mappingOfSheet, sheetOf } from './import-sheet';

const first: TImportSheet = {
  name: 'الطلبات',
  columns: ['Title', 'Email'],
  sample_rows: [['a', 'a@example.com']],
  row_count: 3,
  suggested_mapping: { Title: 'title', Email: 'client_email' },
};
const second: TImportSheet = {
  name: 'Archive',
  columns: ['Subject'],
  sample_rows: [['b']],
  row_count: 9,
  suggested_mapping: { Subject: 'title' },
};

/** A workbook of two sheets, read (and last checked) on the first. */
const workbook = (overrides: Partial<TImport> = {}): TImport => ({
  id: 1,
  file_name: 'rows.xlsx',
  format: 'xlsx',
  status: 'checked',
  sheet: first.name,
  row_count: first.row_count,
  progress: { done: 3, total: 3 },
  valid_rows: 3,
  error_rows: 0,
  created: 0,
  already_imported: null,
  failure: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  sheets: [first, second],
  columns: first.columns,
  sample_rows: first.sample_rows,
  suggested_mapping: first.suggested_mapping,
  mapping: { Title: 'description', Email: null },
  options: null,
  errors: [],
  error_count: 0,
  ...overrides,
});

describe('the sheet of a workbook', () => {
  it('is the current one unless another is chosen', () => {
    expect(sheetOf(workbook(), undefined).name).toBe('الطلبات');
    expect(sheetOf(workbook(), 'Archive')).toEqual(second);
    expect(sheetOf(workbook(), 'Missing').name).toBe('الطلبات');
  });

  it('opens with the last check mapping on the sheet that was checked', () => {
    const imp = workbook();
    expect(mappingOfSheet(imp, sheetOf(imp, undefined))).toEqual({
      Title: 'description',
      Email: null,
    });
  });

  it('opens another sheet, or an unchecked import, with the suggestion', () => {
    const imp = workbook();
    expect(mappingOfSheet(imp, sheetOf(imp, 'Archive'))).toEqual({ Subject: 'title' });
    const unchecked = workbook({ mapping: null, status: 'uploaded' });
    expect(mappingOfSheet(unchecked, sheetOf(unchecked, undefined))).toEqual({
      Title: 'title',
      Email: 'client_email',
    });
  });
});
