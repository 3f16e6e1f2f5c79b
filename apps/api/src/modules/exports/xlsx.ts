import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Language } from '@mutabaa/shared';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Waits until `stream` wants more, or is gone (a client that left never drains). */
async function drained(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return;
  const stop = new AbortController();
  const { signal } = stop;
  try {
    await Promise.race([once(stream, 'drain', { signal }), once(stream, 'close', { signal })]);
  } finally {
    stop.abort();
  }
}

/**
 * A workbook written as it is read: each batch of rows is committed to the zip stream, and the
 * writer waits for the reader whenever the output buffer is full, so memory stays flat. One
 * sheet, header row bold and frozen, right to left in Arabic.
 */
export function xlsxStream(
  options: { sheetName: string; lang: Language; headers: string[]; widths: number[] },
  batches: AsyncIterable<string[][]>,
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
  sheet.columns = options.widths.map((width) => ({ width }));
  const write = async () => {
    const header = sheet.addRow(options.headers);
    header.font = { bold: true };
    header.commit();
    for await (const rows of batches) {
      for (const cells of rows) sheet.addRow(cells).commit();
      await drained(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
