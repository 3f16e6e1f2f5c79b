import type { Readable } from 'node:stream';
import path from 'node:path';
import { uploadsDir, type FileStore } from '../../lib/file-store/index.js';
import type { ReceivedFile } from '../../lib/uploads/received-file.js';

export type LogoType = { mime: 'image/png' | 'image/jpeg' | 'image/webp'; ext: string };

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

/**
 * The image type from the file's first bytes, never from its name or declared type: PNG, JPEG
 * or WebP. Anything else (SVG included, which could carry script) is undefined.
 */
export function detectLogoType(data: Buffer): LogoType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  const riff = [0x52, 0x49, 0x46, 0x46];
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (startsWith(data, riff) && startsWith(data, webp, 8))
    return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

const MIME_BY_EXT: Record<string, LogoType['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Names the store gives: the SHA-256 of the content and the extension of its type. */
const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The folder of logos in the file store, and on the disk where uploads are received. */
const FOLDER = 'branding';

export function logoDir(dataDir: string): string {
  return path.join(uploadsDir(dataDir), FOLDER);
}

/** The file store key of a logo name, or undefined for a name the store never gives. */
export function logoKey(name: string): string | undefined {
  return FILE_NAME.test(name) ? `${FOLDER}/${name}` : undefined;
}

/** Moves a received, checked logo into the store under its content hash; returns the name. */
export async function storeLogo(
  files: FileStore,
  file: ReceivedFile,
  type: LogoType,
): Promise<string> {
  const name = `${file.sha256}.${type.ext}`;
  await files.putFile(`${FOLDER}/${name}`, file.path, { contentType: type.mime });
  return name;
}

/** A stored logo opened for reading, or undefined for a name the store never gives or a missing one. */
export async function openLogo(
  files: FileStore,
  name: string,
): Promise<{ body: Readable; size: number; mime: LogoType['mime'] } | undefined> {
  const key = logoKey(name);
  const stored = key ? await files.get(key) : undefined;
  return stored && { ...stored, mime: MIME_BY_EXT[FILE_NAME.exec(name)![2]!]! };
}
