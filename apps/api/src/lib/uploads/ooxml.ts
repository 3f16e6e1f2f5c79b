import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { DOCX_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../content-types.js';

/**
 * Limits of the check (a ZIP bomb gets no further than these): entries in the directory, the
 * sum of the sizes the directory declares, and the bytes inflated from one part we read
 * (the package's two XML indexes whole, the main part only as far as its root element).
 */
export const OOXML_LIMITS = {
  maxEntries: 10_000,
  maxDeclaredBytes: 1024 * 1024 * 1024,
  maxIndexBytes: 1024 * 1024,
  maxRootBytes: 256 * 1024,
};

// Transitional (what Office writes) and Strict (ISO 29500) namespaces of each kind of document.
const OFFICE_DOCUMENT_RELATIONSHIPS = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
];
const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const KINDS = [
  {
    type: DOCX_CONTENT_TYPE,
    mainContentType:
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    root: 'document',
    namespaces: [
      'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
      'http://purl.oclc.org/ooxml/wordprocessingml/main',
    ],
  },
  {
    type: XLSX_CONTENT_TYPE,
    mainContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    root: 'workbook',
    namespaces: [
      'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
      'http://purl.oclc.org/ooxml/spreadsheetml/main',
    ],
  },
] as const;

export type OfficeType = (typeof KINDS)[number]['type'];

class TooLarge extends Error {}

/** The first `limit` bytes of an entry (all of it when `whole` is false), inflating no further. */
function readEntry(entry: JSZip.JSZipObject, limit: number, whole: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    const stop = (error?: Error) => {
      stream.pause();
      stream.removeAllListeners('data');
      if (error) reject(error);
      else resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) stop(whole ? new TooLarge() : undefined);
    });
    stream.on('end', () => stop());
    stream.on('error', (error: Error) => stop(error));
  });
}

type Tag = { name: string; attributes: Map<string, string> };

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
// An XML document's start: an optional BOM, declaration, comments and processing
// instructions, then the root element.
const PROLOG =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<\?[\s\S]*?\?>)\s*)*(?=<[A-Za-z_])/;

const unescapeXml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function parseTag(name: string, attributeText: string): Tag {
  const attributes = new Map<string, string>();
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!, unescapeXml(match[2] ?? match[3] ?? ''));
  }
  return { name, attributes };
}

/** The root element of an XML text, or undefined when the text does not start as XML. */
function rootOf(xml: string): Tag | undefined {
  const prolog = PROLOG.exec(xml);
  if (!prolog) return undefined;
  TAG.lastIndex = prolog[0].length;
  const match = TAG.exec(xml);
  if (!match || match.index !== prolog[0].length) return undefined;
  return parseTag(match[1]!, match[2] ?? '');
}

/** The local name and namespace of an element, the namespace declared on the element itself. */
function qualified(tag: Tag): { local: string; namespace: string | undefined } {
  const colon = tag.name.indexOf(':');
  const prefix = colon < 0 ? undefined : tag.name.slice(0, colon);
  const local = colon < 0 ? tag.name : tag.name.slice(colon + 1);
  return { local, namespace: tag.attributes.get(prefix ? `xmlns:${prefix}` : 'xmlns') };
}

/** The elements named `local` in an XML document whose root is `rootName` in `namespace`. */
function elements(xml: string, rootName: string, namespace: string, local: string): Tag[] {
  const root = rootOf(xml);
  if (!root) return [];
  const { local: rootLocal, namespace: rootNamespace } = qualified(root);
  if (rootLocal !== rootName || rootNamespace !== namespace) return [];
  const found: Tag[] = [];
  for (const match of xml.matchAll(TAG)) {
    const name = match[1]!;
    if (name === local || name.endsWith(`:${local}`)) found.push(parseTag(name, match[2] ?? ''));
  }
  return found;
}

/** An entry by part name (OPC part names compare without regard to case). */
function entryOf(zip: JSZip, partName: string): JSZip.JSZipObject | undefined {
  const wanted = partName.replace(/^\//, '').toLowerCase();
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir && name.toLowerCase() === wanted) return entry;
  }
  return undefined;
}

/** The part the package relationships name as the office document, as a part name. */
function officeDocumentPart(rels: string): string | undefined {
  const relationship = elements(rels, 'Relationships', RELATIONSHIPS_NS, 'Relationship').find(
    (tag) =>
      OFFICE_DOCUMENT_RELATIONSHIPS.includes(tag.attributes.get('Type') ?? '') &&
      tag.attributes.get('TargetMode') !== 'External',
  );
  const target = relationship?.attributes.get('Target');
  if (!target) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  const segments = decoded.replace(/^\//, '').split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return undefined;
  return `/${segments.join('/')}`;
}

/** The content type `[Content_Types].xml` gives a part: its Override, else its extension's Default. */
function contentTypeOf(contentTypes: string, partName: string): string | undefined {
  const wanted = partName.toLowerCase();
  const override = elements(contentTypes, 'Types', CONTENT_TYPES_NS, 'Override').find(
    (tag) => tag.attributes.get('PartName')?.toLowerCase() === wanted,
  );
  if (override) return override.attributes.get('ContentType');
  const extension = wanted.slice(wanted.lastIndexOf('.') + 1);
  return elements(contentTypes, 'Types', CONTENT_TYPES_NS, 'Default')
    .find((tag) => tag.attributes.get('Extension')?.toLowerCase() === extension)
    ?.attributes.get('ContentType');
}

/**
 * The entry count of the end of central directory record, read before jszip builds an object
 * for every entry (0 when absent or ZIP64: jszip's own count is then checked).
 */
function declaredEntries(data: Buffer): number {
  const tail = data.subarray(Math.max(0, data.length - 22 - 0xffff));
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length) return 0;
  const count = tail.readUInt16LE(end + 10);
  return count === 0xffff ? 0 : count;
}

function declaredSize(entry: JSZip.JSZipObject): number {
  // jszip keeps the central directory's sizes on a field its types do not declare.
  const size = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data
    ?.uncompressedSize;
  return typeof size === 'number' ? size : 0;
}

/**
 * DOCX or XLSX when the file's structure makes it one (ECMA-376 Open Packaging): a readable
 * ZIP within the limits, `_rels/.rels` naming the office document part, `[Content_Types].xml`
 * giving that part the main content type of a Word document or Excel workbook, and the part
 * itself XML whose root is `w:document` or `workbook` in its namespace. Anything else,
 * including a ZIP that merely holds entries with those names, is undefined.
 */
export async function officeTypeOf(
  file: string,
  limits = OOXML_LIMITS,
): Promise<OfficeType | undefined> {
  try {
    const data = await readFile(file);
    if (declaredEntries(data) > limits.maxEntries) return undefined;
    // No checkCRC32: it would inflate every entry, the very thing a ZIP bomb wants.
    const zip = await JSZip.loadAsync(data);
    const entries = Object.values(zip.files);
    if (entries.length > limits.maxEntries) return undefined;
    const declared = entries.reduce((sum, entry) => sum + declaredSize(entry), 0);
    if (declared > limits.maxDeclaredBytes) return undefined;

    const relsEntry = entryOf(zip, '/_rels/.rels');
    const typesEntry = entryOf(zip, '/[Content_Types].xml');
    if (!relsEntry || !typesEntry) return undefined;
    const part = officeDocumentPart(await readEntry(relsEntry, limits.maxIndexBytes, true));
    const partEntry = part ? entryOf(zip, part) : undefined;
    if (!part || !partEntry) return undefined;
    const contentType = contentTypeOf(
      await readEntry(typesEntry, limits.maxIndexBytes, true),
      part,
    );
    const kind = KINDS.find((k) => k.mainContentType === contentType);
    if (!kind) return undefined;
    const root = rootOf(await readEntry(partEntry, limits.maxRootBytes, false));
    if (!root) return undefined;
    const { local, namespace } = qualified(root);
    const namespaces: readonly string[] = kind.namespaces;
    return local === kind.root && namespace && namespaces.includes(namespace)
      ? kind.type
      : undefined;
  } catch {
    // Not a ZIP jszip can read, a damaged entry, or an index over its limit.
    return undefined;
  }
}
