import type { Executor } from '../../db/client.js';
import { deleteFinishedBefore } from './webhooks.repository.js';

/**
 * Removes the finished deliveries older than `retentionMs` at `now` (pending ones stay, however
 * old). Returns how many.
 */
export function removeOldDeliveries(db: Executor, retentionMs: number, now = new Date()) {
  return deleteFinishedBefore(db, new Date(now.getTime() - retentionMs));
}
