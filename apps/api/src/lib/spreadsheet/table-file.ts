import { Readable } from 'node:stream';
import type { Language } from '@mutabaa/shared';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../content-types.js';
import { CSV_BOM, csvLine } from './csv.js';
import { xlsxStream } from './xlsx.js';

export type ExportFile = {
  contentType: string;
  /** ASCII name for `filename`, and the name in the caller's language for `filename*`. */
  fileName: string;
  localName: string;
  body: Readable;
};

/**
 * A table as a streamed CSV (UTF-8 with a byte order mark, every cell quoted, formulas
 * neutralised) or XLSX (one sheet, right to left in Arabic) file named `<base>-<date>.<format>`,
 * written batch by batch as `batches` yields them.
 */
export function tableFile(
  options: {
    format: 'csv' | 'xlsx';
    lang: Language;
    /** The file's name without date and extension: ASCII, and in the caller's language. */
    base: string;
    localBase: string;
    sheetName: string;
    headers: string[];
    widths: number[];
  },
  batches: AsyncIterable<string[][]>,
): ExportFile {
  const { format, lang, headers } = options;
  const date = new Date().toISOString().slice(0, 10);
  const name = (base: string) => `${base}-${date}.${format}`;
  const file = { fileName: name(options.base), localName: name(options.localBase) };
  if (format === 'xlsx') {
    const body = xlsxStream(
      { sheetName: options.sheetName, lang, headers, widths: options.widths },
      batches,
    );
    return { ...file, contentType: XLSX_CONTENT_TYPE, body };
  }
  async function* csv(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLine(headers));
    for await (const rows of batches) yield Buffer.from(rows.map(csvLine).join(''));
  }
  return {
    ...file,
    contentType: CSV_CONTENT_TYPE,
    body: Readable.from(csv(), { objectMode: false }),
  };
}

/**
 * The rows `read` gives, batch by batch (`read(last)` gives the batch after the row `last`), as
 * the cells of each row. The first batch is read before this resolves, so before the file is
 * handed over and its status line sent: a query the database refuses is then an error
 * response, never a 200 cut short. Each next batch is read while the one before is formatted
 * and sent (PostgreSQL's pool runs it on another connection; PGlite simply queues it). `done`
 * gets the number of rows written and whether that was all of them, when the reading ends (a
 * client may leave half-way, a later read may fail).
 */
export async function batchesOf<R>(
  read: (last?: R) => Promise<R[]>,
  batchSize: number,
  cells: (row: R) => string[],
  done: (rowCount: number, complete: boolean) => Promise<void>,
): Promise<AsyncGenerator<string[][]>> {
  const first = await read();
  async function* batches(): AsyncGenerator<string[][]> {
    let rowCount = 0;
    let complete = false;
    try {
      let rows = first;
      for (;;) {
        const last = rows.length === batchSize ? rows[rows.length - 1] : undefined;
        const next = last === undefined ? undefined : read(last);
        next?.catch(() => undefined); // awaited below; not unhandled if the reader leaves first
        if (rows.length > 0) {
          rowCount += rows.length;
          yield rows.map(cells);
        }
        if (!next) break;
        rows = await next;
      }
      complete = true;
    } finally {
      await done(rowCount, complete);
    }
  }
  return batches();
}
