import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export function logoDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'branding');
}

/** Stores the logo under its content hash (written aside, then renamed); returns the name. */
export async function storeLogo(dataDir: string, data: Buffer, type: LogoType): Promise<string> {
  const hash = createHash('sha256').update(data).digest('hex');
  const name = `${hash}.${type.ext}`;
  const dir = logoDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(temporary, data);
  await rename(temporary, path.join(dir, name));
  return name;
}

/** A stored logo by name, or undefined for a name the store never gives or a missing file. */
export async function readLogo(
  dataDir: string,
  name: string,
): Promise<{ data: Buffer; mime: LogoType['mime'] } | undefined> {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  try {
    const data = await readFile(path.join(logoDir(dataDir), name));
    return { data, mime: MIME_BY_EXT[match[2]!]! };
  } catch {
    return undefined;
  }
}
