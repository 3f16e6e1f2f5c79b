import { sql } from 'drizzle-orm';
import { RECEIPT_QUEUE } from '../jobs/documents.js';
import type { Db } from '../db/client.js';

/**
 * Waits until no import is being checked or committed and no receipt of a submitted application
 * is still queued: both write to the audit log from the background.
 */
export async function backgroundSettled(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const result = (await db.execute(
      sql`select (select count(*)::int from imports where status in ('checking', 'importing'))
        + (select count(*)::int from pgboss.job where name = ${RECEIPT_QUEUE}
             and state in ('created', 'retry', 'active')) as n`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(result.rows[0]!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import and receipt jobs did not end');
}
