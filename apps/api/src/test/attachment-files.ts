import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { TINY_PNG } from './multipart.js';

/** A ZIP archive of stored (uncompressed) entries, for Office files made by hand. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The three parts that make a ZIP a Word document (ECMA-376), stored uncompressed. */
export const DOCX_PARTS = {
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>',
  'word/document.xml':
    `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
    '<w:body><w:p><w:r><w:t>مرحبا</w:t></w:r></w:p></w:body></w:document>',
};

/** Sample files of every accepted type, and a few that must be refused. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
  png: TINY_PNG,
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
  gif: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20, 1)]),
  webp: Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 ', 'latin1'),
    Buffer.alloc(18, 2),
  ]),
  docx: zipOf(DOCX_PARTS),
  /** A ZIP that only names the entries of a Word document. */
  fakeDocx: zipOf({ '[Content_Types].xml': '', 'word/document.xml': '' }),
  text: Buffer.from('سطر أول\nsecond line\n', 'utf8'),
  csv: Buffer.from('name,amount\nأحمد,10\n', 'utf8'),
  /** A plain ZIP: no Office part. */
  zip: zipOf({ 'readme.txt': 'hello' }),
  /** A Windows executable's header. */
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64, 0)]),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'utf8',
  ),
  /** Not UTF-8. */
  binary: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xfe, 0xff]),
};

/** A real workbook written by ExcelJS. */
export async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet').addRow(['a', 1]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
