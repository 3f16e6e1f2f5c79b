import {
  ATTACHMENT_FILE_NAME_MAX_LENGTH,
  ATTACHMENT_TYPES,
  type AttachmentContentType,
} from '@mutabaa/shared';

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

// Controls, bidirectional overrides (they can disguise an extension) and characters that no
// file system accepts in a name.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g;

/**
 * The declared name made safe to store and to offer back: the last path segment, without
 * control or direction characters, trimmed, at most 255 characters with the extension kept;
 * `file` when nothing is left.
 */
export function sanitizeFileName(declared: string): string {
  const base = declared.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  name = name.replace(/[.\s]+$/, '');
  if (!name) return 'file';
  const chars = [...name];
  if (chars.length <= ATTACHMENT_FILE_NAME_MAX_LENGTH) return name;
  const extension = [...extensionOf(name)];
  const stem = chars.slice(0, chars.length - extension.length);
  return [...stem.slice(0, ATTACHMENT_FILE_NAME_MAX_LENGTH - extension.length), ...extension].join(
    '',
  );
}

/**
 * The stored name: a name without an extension gets the type's; one whose extension belongs
 * to another type is refused (undefined), so a name never claims a type its bytes are not.
 */
export function nameForType(name: string, type: AttachmentContentType): string | undefined {
  const allowed: readonly string[] = ATTACHMENT_TYPES[type];
  const extension = extensionOf(name);
  if (!extension) {
    const withExtension = `${name}${allowed[0]}`;
    return [...withExtension].length <= ATTACHMENT_FILE_NAME_MAX_LENGTH
      ? withExtension
      : sanitizeFileName(withExtension);
  }
  return allowed.includes(extension) ? name : undefined;
}
