import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ImportStatus, TImport } from '@mutabaa/shared';
import { multipartFile } from './multipart.js';
import type { Session } from './factories.js';

export type Cells = (string | number | Date | null)[];

/** An Excel workbook of `sheets` (name → rows, the first being the header). */
export async function xlsxFile(sheets: Record<string, Cells[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const quote = (v: string) => (/[",;\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** CSV text of `rows`, separated by `separator`, CRLF line ends. */
export function csvText(rows: Cells[], separator = ','): string {
  return rows
    .map((r) =>
      r
        .map((c) => quote(c === null ? '' : c instanceof Date ? c.toISOString() : String(c)))
        .join(separator),
    )
    .join('\r\n');
}

let cp1256: Map<string, number> | undefined;

/** `text` in Windows-1256, as Excel saves CSV for Arabic on Windows. */
export function windows1256(text: string): Buffer {
  if (!cp1256) {
    cp1256 = new Map();
    const decoder = new TextDecoder('windows-1256');
    for (let byte = 0; byte < 256; byte += 1) {
      cp1256.set(decoder.decode(Uint8Array.of(byte)), byte);
    }
  }
  const table = cp1256;
  return Buffer.from(
    [...text].map((ch) => {
      const byte = table.get(ch);
      if (byte === undefined) throw new Error(`not in Windows-1256: ${ch}`);
      return byte;
    }),
  );
}

export async function uploadImport(
  app: FastifyInstance,
  session: Session,
  fileName: string,
  data: Buffer,
  lang = 'en',
) {
  const type = fileName.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const { payload, headers } = multipartFile('file', fileName, type, data);
  return app.inject({
    method: 'POST',
    url: '/api/transactions/import/upload/',
    payload,
    headers: { ...headers, ...session.auth, 'accept-language': lang },
  });
}

export async function getImport(
  app: FastifyInstance,
  session: Session,
  id: number,
  lang = 'en',
  page = 1,
): Promise<TImport> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/transactions/import/${id}/?page=${page}`,
    headers: { ...session.auth, 'accept-language': lang },
  });
  if (response.statusCode !== 200) throw new Error(`import ${id}: ${response.body}`);
  return response.json<TImport>();
}

/** Polls the import until its status is one of `statuses` (at most `ms`). */
export async function waitForImport(
  app: FastifyInstance,
  session: Session,
  id: number,
  statuses: ImportStatus[],
  ms = 60_000,
): Promise<TImport> {
  const end = Date.now() + ms;
  for (;;) {
    const current = await getImport(app, session, id);
    if (statuses.includes(current.status)) return current;
    if (Date.now() > end) throw new Error(`import ${id} stayed ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
