import { sql } from 'drizzle-orm';
import { RECEIPT_QUEUE } from '../jobs/documents.js';
import { WEBHOOK_QUEUE } from '../jobs/webhooks.js';
import type { Db } from '../db/client.js';

/**
 * Waits until no import is being checked or committed, no receipt of a submitted application
 * is still queued (both write to the audit log from the background), and no webhook delivery
 * due now is queued or under way (a later retry may still come).
 */
export async function backgroundSettled(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const result = (await db.execute(
      sql`select (select count(*)::int from imports where status in ('checking', 'importing'))
        + (select count(*)::int from pgboss.job where name = ${RECEIPT_QUEUE}
             and state in ('created', 'retry', 'active'))
        + (select count(*)::int from pgboss.job where name = ${WEBHOOK_QUEUE}
             and state in ('created', 'retry', 'active') and start_after <= now())
        + (select count(*)::int from webhook_deliveries where locked_until > now()) as n`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(result.rows[0]!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import, receipt and webhook jobs did not end');
}
