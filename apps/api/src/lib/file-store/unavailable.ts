import { AppError } from '../app-error.js';
import { FileStoreError } from './file-store.js';

const RETRY_SECONDS = 30;

/**
 * Runs `work`, turning a file store failure (S3 unreachable or refusing) into a 503 with
 * Retry-After: the request was fine, the storage behind it was not.
 */
export async function orStoreUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    const refusal = new AppError(503, 'file_store_unavailable', {
      params: { seconds: RETRY_SECONDS },
      headers: { 'retry-after': String(RETRY_SECONDS) },
    });
    // Logged with the request: the store's own words say what went wrong.
    throw Object.assign(refusal, { cause: error });
  }
}
