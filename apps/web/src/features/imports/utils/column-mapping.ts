import { IMPORT_FIELDS, type ImportField, type TImportMapping } from '@mutabaa/shared';

/** Each column of the sheet and the field it fills, or null when it is ignored. */
export type ColumnMapping = Record<string, ImportField | null>;

export const isImportField = (value: unknown): value is ImportField =>
  typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);

/**
 * The mapping the step opens with, from the last check's or the suggested one: every column
 * present, unknown fields ignored, and a field taken by one column only (the first).
 */
export function startingMapping(
  columns: readonly string[],
  preferred: TImportMapping | null | undefined,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<ImportField>();
  for (const column of columns) {
    const field = preferred?.[column];
    if (isImportField(field) && !taken.has(field)) {
      mapping[column] = field;
      taken.add(field);
    } else {
      mapping[column] = null;
    }
  }
  return mapping;
}

/** The column that fills `field`, other than `except`; undefined when none does. */
export function columnOfField(
  mapping: ColumnMapping,
  field: ImportField,
  except?: string,
): string | undefined {
  return Object.keys(mapping).find((column) => column !== except && mapping[column] === field);
}

/**
 * `column` now fills `field` (or is ignored, with null). A column that filled the same field
 * before is ignored, so no field is ever filled twice (the server refuses that).
 */
export function withField(
  mapping: ColumnMapping,
  column: string,
  field: ImportField | null,
): ColumnMapping {
  const next: ColumnMapping = {};
  for (const [name, current] of Object.entries(mapping)) {
    next[name] = field !== null && current === field ? null : current;
  }
  next[column] = field;
  return next;
}

/** The fields some column fills. */
export const mappedFields = (mapping: ColumnMapping): ImportField[] =>
  Object.values(mapping).filter(isImportField);

/** The label key of a field: the application form's, and the import's own for the status. */
export const fieldLabelKey = (field: ImportField) =>
  field === 'status' ? 'imports.map.statusField' : `form.fields.${field}`;
