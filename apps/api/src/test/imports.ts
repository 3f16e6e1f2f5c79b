import ExcelJS from 'exceljs';
import JSZip from 'jszip';
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

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A worksheet's XML: `rows` (XML text) between a header row of one cell and the end. */
export function sheetXml(rows: string | Buffer, end = '</sheetData></worksheet>'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SPREADSHEET_NS}"><sheetData>` +
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Title</t></is></c><c r="B1" t="inlineStr">' +
        '<is><t>Type</t></is></c></row>',
    ),
    Buffer.isBuffer(rows) ? rows : Buffer.from(rows),
    Buffer.from(end),
  ]);
}

/**
 * A workbook of one sheet written part by part, as a hostile file would be: `sheet` is the
 * worksheet's XML, stored before the shared strings when `sheetFirst`, and its size in the
 * ZIP's headers is `declaredSize` when given (whatever it really inflates to).
 */
export async function rawWorkbook(
  sheet: Buffer,
  options: { sheetFirst?: boolean; declaredSize?: number } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  const parts: [string, string | Buffer][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIPS}">` +
        '<sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${SPREADSHEET_NS}" count="1" uniqueCount="1"><si><t>x</t></si></sst>`,
    ],
  ];
  const worksheet: [string, Buffer] = ['xl/worksheets/sheet1.xml', sheet];
  if (options.sheetFirst) parts.splice(2, 0, worksheet);
  else parts.push(worksheet);
  for (const [name, data] of parts) zip.file(name, data);
  const file = await zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 1 },
  });
  if (options.declaredSize !== undefined) declareSize(file, worksheet[0], options.declaredSize);
  return file;
}

/** Writes `size` as the uncompressed size of entry `name` in its local and central headers. */
function declareSize(zip: Buffer, name: string, size: number) {
  const wanted = Buffer.from(name);
  const named = (at: number, nameAt: number) =>
    zip.subarray(nameAt, nameAt + zip.readUInt16LE(at)).equals(wanted);
  // Local headers (jszip writes the sizes there, no data descriptors), one after the other.
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    if (named(at + 26, at + 30)) zip.writeUInt32LE(size, at + 22);
    at += 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  }
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  for (let at = zip.readUInt32LE(end + 16); zip.readUInt32LE(at) === 0x02014b50;) {
    if (named(at + 28, at + 46)) zip.writeUInt32LE(size, at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}
