import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { receiveFile, type ReceivedFile } from './received-file.js';

/** The refusal of an upload without its file (`file_required`) or with an empty one. */
export function fileRequired(key: 'file_required' | 'file_empty' = 'file_required'): AppError {
  return new AppError(422, 'validation_error', {
    messageKey: key,
    fieldErrors: { file: [{ key }] },
  });
}

/**
 * The multipart file field `file` (or `field`), streamed to a temporary file in `dir` (other
 * parts are drained). The caller owns the temporary file afterwards. `tooLarge` is the refusal
 * of a file past the limit, `missing` the refusal of a request without the field.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dir: string,
  options: {
    field?: string;
    tooLarge: () => AppError;
    missing?: () => AppError;
  },
): Promise<{ fileName: string; file: ReceivedFile }> {
  const { tooLarge } = options;
  const missing = options.missing ?? (() => fileRequired());
  const field = options.field ?? 'file';
  if (!request.isMultipart()) throw missing();
  let upload: { fileName: string; file: ReceivedFile } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || upload) {
        part.file.resume();
        continue;
      }
      // busboy marks a file past the limit but reads on to the end of its part, which a body
      // that never ends never reaches: the limit ends the upload at once.
      part.file.once('limit', () => part.file.destroy(tooLarge()));
      upload = {
        fileName: part.filename,
        file: await receiveFile(dir, part.file),
      };
      // busboy stops at the limit and marks the stream instead of failing it.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (upload) await rm(upload.file.path, { force: true });
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError || (statusCode && statusCode >= 400 && statusCode < 500)) {
      throw error;
    }
    // busboy's own complaints (no boundary, body cut short) are a malformed request.
    throw new AppError(400, 'bad_request');
  }
  if (!upload) throw missing();
  return upload;
}
