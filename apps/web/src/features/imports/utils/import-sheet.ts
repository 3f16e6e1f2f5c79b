import type { TImport, TImportSheet } from '@mutabaa/shared';
import { startingMapping, type ColumnMapping } from './column-mapping';

/** The sheet the import currently reads (its top-level columns, rows and suggestion). */
export function currentSheet(imp: TImport): TImportSheet {
  return {
    name: imp.sheet ?? imp.sheets[0]?.name ?? '',
    columns: imp.columns,
    sample_rows: imp.sample_rows,
    row_count: imp.row_count,
    suggested_mapping: imp.suggested_mapping,
  };
}

/** The chosen sheet of a workbook, or the current one when none (or an unknown one) is chosen. */
export function sheetOf(imp: TImport, name: string | undefined): TImportSheet {
  const current = currentSheet(imp);
  if (name === undefined || name === current.name) return current;
  return imp.sheets.find((sheet) => sheet.name === name) ?? current;
}

/** A sheet's first mapping: what the last check ran with on it, else the server's suggestion. */
export function mappingOfSheet(imp: TImport, sheet: TImportSheet): ColumnMapping {
  const checked = imp.mapping && sheet.name === currentSheet(imp).name ? imp.mapping : null;
  return startingMapping(sheet.columns, checked ?? sheet.suggested_mapping);
}
