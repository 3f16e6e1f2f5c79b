import { open } from 'node:fs/promises';
import Papa from 'papaparse';

/** Bytes read to guess the separator, and to tell text from other files. */
const SAMPLE_BYTES = 64 * 1024;

const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/**
 * The encoding of a CSV file: a byte order mark says it (UTF-8, or UTF-16 as Excel's "Unicode
 * text" writes); else valid UTF-8 is UTF-8, and anything else is taken as Windows-1256, the
 * code page Excel uses for Arabic on Windows. (Single-byte code pages cannot be told apart by
 * their bytes; among those, Arabic is what our users' files hold.)
 */
export function csvEncoding(head: Buffer, validUtf8: boolean): string {
  for (const [bom, encoding] of BOMS) {
    if (head.subarray(0, bom.length).equals(Buffer.from(bom))) return encoding;
  }
  return validUtf8 ? 'utf-8' : 'windows-1256';
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A control other than tab, line feed and carriage return (C0, DEL, C1), or the replacement
 * character a decoder puts for bytes that are no text in its encoding.
 */
const notText = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0xfffd;
const SEPARATOR = /[,;\t|]/;

/**
 * Whether a file taken as CSV in `encoding` is text: its first 64 KiB decode without controls
 * other than tab, CR and LF (nor bytes the encoding has no character for), and its first line
 * holds a separator (comma, semicolon, tab or bar), as a header of two columns or more does.
 * A PDF or any other binary file named .csv fails, as does a text of one column.
 */
export async function isCsvText(file: string, encoding: string): Promise<boolean> {
  // `stream`: a character cut at the end of the sample is left out, not replaced.
  const text = new TextDecoder(encoding).decode(await readHead(file), { stream: true });
  for (let i = 0; i < text.length; i += 1) if (notText(text.charCodeAt(i))) return false;
  const lineEnd = text.search(/[\r\n]/);
  return SEPARATOR.test(lineEnd < 0 ? text : text.slice(0, lineEnd));
}

/** The separator of a CSV file (comma, semicolon, tab or bar), guessed from its first lines. */
export async function csvDelimiter(file: string, encoding: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    // Decoding without `stream` ends a cut character as U+FFFD, which no separator is.
    let text = new TextDecoder(encoding).decode(buffer.subarray(0, bytesRead));
    if (bytesRead === SAMPLE_BYTES) text = text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
    const result = Papa.parse<string[]>(text, {
      preview: 20,
      delimitersToGuess: [',', ';', '\t', '|'],
    });
    return result.meta.delimiter || ',';
  } finally {
    await handle.close();
  }
}
