import { normalizeSearchText } from '@mutabaa/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, type ApplicationRow, type UserRow } from '../../db/schema/index.js';

type SearchSource = Pick<
  ApplicationRow,
  'referenceNumber' | 'transactionId' | 'title' | 'clientEmail' | 'tags'
>;

/** `applications.search_text`: reference, transaction id, title, client name and e-mail, tags. */
export function applicationSearchText(
  row: SearchSource,
  client: Pick<UserRow, 'fullName' | 'email'> | undefined,
): string {
  return normalizeSearchText(
    [
      row.referenceNumber,
      row.transactionId,
      row.title ?? '',
      client?.fullName ?? '',
      client?.email ?? '',
      row.clientEmail ?? '',
      ...(row.tags ?? []),
    ].join(' '),
  );
}

/**
 * Rewrites the search text of every application (deleted ones too, in case they come back) of
 * `client` after their name or e-mail changed: one UPDATE … FROM over the recomputed texts, in
 * the caller's transaction.
 */
export async function refreshClientSearchText(
  tx: Executor,
  client: Pick<UserRow, 'id' | 'fullName' | 'email'>,
): Promise<void> {
  const rows = await tx
    .select({
      id: applications.id,
      referenceNumber: applications.referenceNumber,
      transactionId: applications.transactionId,
      title: applications.title,
      clientEmail: applications.clientEmail,
      tags: applications.tags,
    })
    .from(applications)
    .where(eq(applications.clientId, client.id));
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const texts = rows.map((r) => applicationSearchText(r, client));
  await tx.execute(sql`
    update ${applications} set search_text = v.text
    from unnest(${sql.param(ids)}::int[], ${sql.param(texts)}::text[]) as v(id, text)
    where ${applications.id} = v.id and ${applications.searchText} is distinct from v.text`);
}
