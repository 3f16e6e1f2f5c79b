import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
} from '@mutabaa/shared';

export type AttachmentProblem = 'too_large' | 'unsupported_type' | 'empty';

/**
 * Refuses a file the server would refuse, before sending it: over the size limit, or with
 * neither a known extension nor a known declared type. The server still checks the bytes.
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
): AttachmentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'too_large';
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const knownExtension = (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
  const knownType = (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type);
  return knownExtension || knownType ? null : 'unsupported_type';
}
