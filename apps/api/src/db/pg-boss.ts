import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { Executor } from './client.js';

/**
 * The caller's executor as pg-boss's `db` option: a job sent through it is queued in that
 * transaction, so it exists only if the transaction commits.
 */
export function bossExecutor(executor: Executor) {
  return fromDrizzle(executor as unknown as DrizzleTransactionLike, sql);
}
