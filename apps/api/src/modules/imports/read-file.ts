import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_SHEET_NAME_MAX_LENGTH } from '@mutabaa/shared';
import Papa from 'papaparse';

/** A cell as the file holds it: text, a number, a date (Excel), a boolean or nothing. */
export type Cell = string | number | boolean | Date | null;

/** A row of a sheet with its number as a spreadsheet shows it (the header is usually 1). */
export type FileRow = { row: number; cells: Cell[] };

/** Where and how to read an uploaded file. */
export type ImportSource = {
  path: string;
  format: 'xlsx' | 'csv';
  fileName: string;
  encoding?: string | null;
  delimiter?: string | null;
};

/** One sheet: its name and its non-empty rows, the first of which is the header. */
export type SheetStream = { name: string; rows: AsyncIterable<FileRow> };

type ExcelValue = ExcelJS.CellValue | undefined;

/** A cell of the Excel reader as a plain value: the shown result of a formula, a link's text. */
function excelCell(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return excelCell((value as { result?: ExcelValue }).result ?? null);
  }
  if ('text' in value && 'hyperlink' in value) return excelCell(value.text as ExcelValue);
  if ('error' in value) return String(value.error);
  return null;
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
const isEmptyRow = (cells: Cell[]) => cells.every(isBlank);

async function* excelRows(worksheet: AsyncIterable<ExcelJS.Row>): AsyncGenerator<FileRow> {
  for await (const row of worksheet) {
    // `values` is 1-based: index 0 is always empty.
    const values = (row.values as ExcelValue[]).slice(1);
    const cells = Array.from({ length: values.length }, (_, i) => excelCell(values[i]));
    if (!isEmptyRow(cells)) yield { row: row.number, cells };
  }
}

async function* excelSheets(file: string): AsyncGenerator<SheetStream> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell which numbers are dates.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
    yield { name: sheet.name, rows: excelRows(sheet) };
  }
}

/** A stream of text from bytes in `encoding`, without a byte order mark. */
function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* csvRows(source: ImportSource): AsyncGenerator<FileRow> {
  const file: Readable = createReadStream(source.path);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: source.delimiter ?? ',',
    skipEmptyLines: false,
  }) as unknown as Transform;
  const rows = file.pipe(decoding(source.encoding ?? 'utf-8')).pipe(parser);
  let row = 0;
  try {
    for await (const record of rows as AsyncIterable<string[]>) {
      row += 1;
      const cells = record.map((v) => (v === '' ? null : v));
      if (!isEmptyRow(cells)) yield { row, cells };
    }
  } finally {
    file.destroy();
    rows.destroy();
  }
}

/** The sheets of the file in order: an Excel workbook's, or a CSV file as one sheet. */
export function sheetsOf(source: ImportSource): AsyncIterable<SheetStream> {
  if (source.format === 'xlsx') return excelSheets(source.path);
  const stem = [...path.parse(source.fileName).name].slice(0, IMPORT_SHEET_NAME_MAX_LENGTH);
  const name = stem.join('') || 'CSV';
  return (async function* () {
    yield { name, rows: csvRows(source) };
  })();
}

/** The rows of one sheet (the first when `sheet` is absent); the others are read past. */
export async function* rowsOfSheet(
  source: ImportSource,
  sheet: string | null | undefined,
): AsyncGenerator<FileRow> {
  for await (const current of sheetsOf(source)) {
    if (!sheet || current.name === sheet) {
      yield* current.rows;
      return;
    }
    // A streamed workbook moves on only once a sheet has been read through.
    for await (const _ of current.rows) void _;
  }
}

/** A cell as text: dates as YYYY-MM-DD (or an ISO instant with a time), numbers as written. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof cell === 'number') {
    return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  }
  return String(cell);
}
