import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Language } from '@mutabaa/shared';
import ExcelJS from 'exceljs';

/** A writable of Node's own or of the older `readable-stream` package (used by exceljs's zip). */
type Drainable = NodeJS.EventEmitter & {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
};

const needsDrain = (stream: Drainable) =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Waits until `stream` wants more, or `output` is gone (a client that left never drains). */
async function drained(stream: Drainable, output: Writable): Promise<void> {
  if (!needsDrain(stream) || output.destroyed) return;
  const stop = new AbortController();
  const { signal } = stop;
  try {
    await Promise.race([once(stream, 'drain', { signal }), once(output, 'close', { signal })]);
  } finally {
    stop.abort();
  }
}

/**
 * The compressor the sheet's XML is piped into. exceljs writes to it without looking at its
 * buffer, so without waiting on it a slow reader would make the whole sheet pile up in memory;
 * it is not public API, hence the guarded look-up (if missing, only the output is waited on).
 */
function zipInput(sheet: ExcelJS.Worksheet): Drainable | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const first = pipes?.[0] as Drainable | undefined;
  const writable = typeof first?.writableNeedDrain === 'boolean' || first?._writableState;
  return writable && typeof first?.once === 'function' ? first : undefined;
}

/**
 * The style of every text cell: one shared object. exceljs gives each new cell a style object
 * of its own and works out the style of each one as it writes it, unless it has already seen
 * that very object; sharing one made writing twice as fast. A date column shares one too.
 */
const PLAIN: Partial<ExcelJS.Style> = {};

/** A column of the sheet; a date column has the number format its cells show. */
export type SheetColumn = { header: string; width: number; numFmt?: string };

/**
 * A cell: text, a number, a date (the serial of its UTC time, shown with its column's format),
 * or empty.
 */
export type SheetValue = string | number | Date | null;

/**
 * A workbook written as it is read: each batch of rows is committed to the zip stream, and the
 * writer waits for the reader whenever the output buffer is full, so memory stays flat. One
 * sheet, header row bold and frozen, right to left in Arabic; dates in their column's format.
 */
export function xlsxStream(
  options: { sheetName: string; lang: Language; columns: SheetColumn[] },
  batches: AsyncIterable<SheetValue[][]>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ rightToLeft: options.lang === 'ar', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map(({ width }) => ({ width }));
  const styles = options.columns.map(({ numFmt }) => (numFmt ? { numFmt } : PLAIN));
  const write = async () => {
    const header = sheet.addRow(options.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of batches) {
      for (const cells of rows) {
        const row = sheet.addRow(cells);
        row.eachCell((cell, column) => {
          cell.style = styles[column - 1] ?? PLAIN;
        });
        row.commit();
      }
      const zip = zipInput(sheet);
      if (zip) await drained(zip, output);
      await drained(output, output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
