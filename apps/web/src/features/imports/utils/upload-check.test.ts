import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@mutabaa/shared';
import { uploadProblem } from './upload-check';

describe('the file chosen for an import', () => {
  it('may be an Excel workbook or a CSV file up to the limit', () => {
    expect(uploadProblem({ name: 'طلبات.xlsx', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'rows.CSV', size: IMPORT_MAX_BYTES })).toBeNull();
  });

  it('is refused before sending when too large, empty or of another kind', () => {
    expect(uploadProblem({ name: 'rows.csv', size: IMPORT_MAX_BYTES + 1 })).toBe('too_large');
    expect(uploadProblem({ name: 'rows.csv', size: 0 })).toBe('empty');
    expect(uploadProblem({ name: 'rows.xls', size: 10 })).toBe('unsupported_type');
    expect(uploadProblem({ name: 'rows.csv.pdf', size: 10 })).toBe('unsupported_type');
  });
});
