import type { AttachmentContentType } from '@mutabaa/shared';
import { extensionOf } from './file-names.js';
import { officeTypeOf } from './ooxml.js';
import type { ReceivedFile } from './received-file.js';

const startsWith = (data: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(offset, offset + expected.length).equals(expected);
};

/**
 * The content type from the bytes, never from the declared name or type: PDF, PNG, JPEG, WebP,
 * GIF, DOCX and XLSX (by their package structure, `ooxml.ts`), else text (valid UTF-8 without NUL
 * bytes) as CSV or plain text by the name. Anything else, SVG included unless named as text
 * (it is then only ever served as a text download), is undefined.
 */
export async function detectFileType(
  file: ReceivedFile,
  fileName: string,
): Promise<AttachmentContentType | undefined> {
  const { head } = file;
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'image/webp';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'image/gif';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeTypeOf(file.path);
  if (file.text) return extensionOf(fileName) === '.csv' ? 'text/csv' : 'text/plain';
  return undefined;
}
