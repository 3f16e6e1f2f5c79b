import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_SHEET_NAME_MAX_LENGTH } from '@mutabaa/shared';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { OOXML_LIMITS } from '../../lib/uploads/ooxml.js';
import { ReadBudget, ReadLimitError, type ReadOptions } from './read-budget.js';

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

/** A cell longer than Excel itself holds (32,767 characters) is no spreadsheet's. */
function checkLengths(cells: Cell[], budget: ReadBudget): void {
  for (const cell of cells) {
    if (typeof cell === 'string' && cell.length > budget.limits.fieldChars) {
      throw new ReadLimitError('field');
    }
  }
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
const isEmptyRow = (cells: Cell[]) => cells.every(isBlank);

async function* excelRows(
  worksheet: AsyncIterable<ExcelJS.Row>,
  budget: ReadBudget,
): AsyncGenerator<FileRow> {
  for await (const row of worksheet) {
    // `values` is 1-based: index 0 is always empty. Its length is the row's width as read
    // (up to its last cell), which is what the row costs, so that is what counts.
    const values = (row.values as ExcelValue[]).slice(1);
    budget.addRow(values.length);
    const cells = Array.from({ length: values.length }, (_, i) => excelCell(values[i]));
    checkLengths(cells, budget);
    if (!isEmptyRow(cells)) yield { row: row.number, cells };
  }
}

/** The parts of exceljs's streaming reader that read one part of the package each. */
type PartReaders = {
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    chunks: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Iterable<{ value: AsyncIterable<ExcelJS.Row> & { name: string } }>;
};

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      // validateEntrySizes: an entry inflating past the size its directory declares fails.
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > OOXML_LIMITS.maxEntries) return Promise.reject(new ReadLimitError('bytes'));
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/**
 * The worksheets of a workbook, read with exceljs's own part readers but never through its
 * reading of the raw ZIP (which inflates whatever the local headers hold, without limit, and
 * copies a worksheet stored before the shared strings to a temporary file): the parts are
 * opened from the central directory (yauzl, native inflation, an entry inflating past its
 * declared size refused) and read in the order exceljs needs them (relationships, workbook,
 * styles, shared strings, then the worksheets), every inflated byte counted by `budget`.
 */
async function* excelSheets(file: string, budget: ReadBudget): AsyncGenerator<SheetStream> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell which numbers are dates.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  }) as unknown as PartReaders;
  const zip = await openZip(file);
  const open: Readable[] = [];
  const part = async (entry: yauzl.Entry, each?: () => void) => {
    const stream = budget.meter(await entryStream(zip, entry), each);
    open.push(stream);
    return stream;
  };
  try {
    const entries = await entriesOf(zip);
    const named = (name: string) => entries.find((entry) => entry.fileName === name);
    for (const [name, read] of [
      ['xl/_rels/workbook.xml.rels', (s: Readable) => reader._parseRels(s)],
      ['xl/workbook.xml', (s: Readable) => reader._parseWorkbook(s)],
      ['xl/styles.xml', (s: Readable) => reader._parseStyles(s)],
    ] as const) {
      const entry = named(name);
      if (entry) {
        const stream = await part(entry);
        await budget.timedCall(() => read(stream));
      }
    }
    const stringsEntry = named('xl/sharedStrings.xml');
    if (stringsEntry) {
      // Each shared string is a cell's value: they count against the cells (and memory).
      const cached = () => (reader as unknown as { sharedStrings?: unknown[] }).sharedStrings;
      const stream = await part(stringsEntry, () => {
        if ((cached()?.length ?? 0) > budget.limits.cells) throw new ReadLimitError('cells');
      });
      await budget.timedCall(async () => {
        for await (const _ of reader._parseSharedStrings(stream)) void _;
      });
    }
    for (const entry of entries) {
      const sheetNo = WORKSHEET.exec(entry.fileName)?.[1];
      if (!sheetNo) continue;
      budget.check();
      const stream = await part(entry);
      for (const { value } of reader._parseWorksheet(budget.timed(stream), sheetNo)) {
        yield { name: value.name, rows: excelRows(value, budget) };
      }
      // The next sheet is read from its own entry: this one need not be read through.
      stream.destroy();
    }
  } finally {
    for (const stream of open) stream.destroy();
    zip.close();
  }
}

/** Separators one line of a CSV file may hold: Excel's widest row (XFD) has 16,384 cells. */
const CSV_LINE_SEPARATORS_MAX = 16_384;

/**
 * A stream of text from bytes in `encoding`, without a byte order mark. A line with more than
 * CSV_LINE_SEPARATORS_MAX `delimiter`s fails the stream before papaparse makes a row of it
 * (a 50 MB line of commas would be one row of 50 million cells).
 */
function decoding(encoding: string, delimiter: string): Transform {
  const decoder = new TextDecoder(encoding);
  let separators = 0;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.decode(chunk, { stream: true });
      // Both searches only move forward: one pass over the text.
      let separator = text.indexOf(delimiter);
      for (let start = 0; ;) {
        const end = text.indexOf('\n', start);
        const stop = end < 0 ? text.length : end;
        while (separator >= 0 && separator < stop) {
          separators += 1;
          separator = text.indexOf(delimiter, separator + 1);
        }
        if (separators > CSV_LINE_SEPARATORS_MAX) return done(new ReadLimitError('cells'));
        if (end < 0) break;
        separators = 0;
        start = end + 1;
      }
      done(null, text);
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/**
 * Bytes a CSV file is read by. Papaparse reads a row that spans chunks again from its start
 * at every chunk, so a row of n characters costs n² / (2 × chunk): with 1 MiB, a 50 MB file
 * of one field costs about a second (64 KiB, papaparse's usual: about 18 s).
 */
const CSV_CHUNK_BYTES = 1024 * 1024;

/**
 * The records of a CSV text stream, a chunk's worth at a time. Papaparse's own Node stream
 * (NODE_STREAM_INPUT) pauses its parser whenever the reader falls 16 rows behind and then
 * parses the chunk again from its start: 20,000 rows in one chunk took 4 s, 200,000 never
 * ended. Here the text stream itself waits while a chunk's rows are read.
 */
async function* csvRecords(text: Readable, delimiter: string): AsyncGenerator<string[]> {
  const batches: string[][][] = [];
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<string[]>(text as unknown as File, {
    delimiter,
    skipEmptyLines: false,
    chunk: (results) => {
      text.pause();
      batches.push(results.data);
      notify();
    },
    complete: () => {
      ended = true;
      notify();
    },
    error: (error: Error) => {
      failure = error;
      notify();
    },
  });
  for (;;) {
    const batch = batches.shift();
    if (batch) {
      yield* batch;
      continue;
    }
    if (failure) throw failure;
    if (ended) return;
    const next = new Promise<void>((resolve) => (wake = resolve));
    text.resume();
    await next;
  }
}

async function* csvRows(source: ImportSource, budget: ReadBudget): AsyncGenerator<FileRow> {
  const file: Readable = createReadStream(source.path, { highWaterMark: CSV_CHUNK_BYTES });
  const delimiter = source.delimiter ?? ',';
  // pipeline, not pipe: a stream failing (a limit, a stop) fails the text too.
  const text = pipeline(
    budget.meter(file),
    decoding(source.encoding ?? 'utf-8', delimiter),
    () => undefined,
  );
  let row = 0;
  try {
    for await (const record of csvRecords(text, delimiter)) {
      row += 1;
      budget.addRow(record.length);
      const cells = record.map((v) => (v === '' ? null : v));
      checkLengths(cells, budget);
      if (!isEmptyRow(cells)) yield { row, cells };
    }
  } finally {
    file.destroy();
    text.destroy();
  }
}

/**
 * The sheets of the file in order: an Excel workbook's, or a CSV file as one sheet. The whole
 * reading (every sheet) is bounded by IMPORT_READ_LIMITS and stopped by `options.signal` or
 * its deadline: the rows then fail with a ReadLimitError or a ReadAbortedError.
 */
export function sheetsOf(
  source: ImportSource,
  options: ReadOptions = {},
): AsyncIterable<SheetStream> {
  const budget = new ReadBudget(options);
  if (source.format === 'xlsx') return excelSheets(source.path, budget);
  const stem = [...path.parse(source.fileName).name].slice(0, IMPORT_SHEET_NAME_MAX_LENGTH);
  const name = stem.join('') || 'CSV';
  return (async function* () {
    yield { name, rows: csvRows(source, budget) };
  })();
}

/** The rows of one sheet (the first when `sheet` is absent); the others are skipped. */
export async function* rowsOfSheet(
  source: ImportSource,
  sheet: string | null | undefined,
  options: ReadOptions = {},
): AsyncGenerator<FileRow> {
  for await (const current of sheetsOf(source, options)) {
    if (!sheet || current.name === sheet) {
      yield* current.rows;
      return;
    }
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
