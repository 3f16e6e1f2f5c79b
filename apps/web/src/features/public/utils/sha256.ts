/** The SHA-256 of some bytes as lower-case hexadecimal, computed by the browser's Web Crypto. */
export async function sha256Hex(bytes: ArrayBuffer, subtle: SubtleCrypto): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether two hexadecimal digests are the same, whatever their case or surrounding spaces. */
export function sameDigest(a: string, b: string): boolean {
  const left = a.trim().toLowerCase();
  const right = b.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(left) && left === right;
}

/** Web Crypto's digest, which browsers offer only on secure pages (https, or localhost). */
export function webCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

export type FileCheck =
  | { state: 'computing'; name: string }
  | { state: 'done'; name: string; digest: string; matches: boolean }
  | { state: 'failed'; name: string; reason: 'unavailable' | 'unreadable' };

/** Reads a file, hashes it and compares it with the document's digest; nothing leaves the page. */
export async function checkFile(
  file: Pick<File, 'name' | 'arrayBuffer'>,
  expected: string,
  subtle: SubtleCrypto | null = webCrypto(),
): Promise<FileCheck> {
  if (!subtle) return { state: 'failed', name: file.name, reason: 'unavailable' };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { state: 'failed', name: file.name, reason: 'unreadable' };
  }
  const digest = await sha256Hex(bytes, subtle);
  return { state: 'done', name: file.name, digest, matches: sameDigest(digest, expected) };
}
