import { normalizeSearchText } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import {
  listClientSearchSources,
  setSearchTexts,
  type SearchSource,
} from './applications.repository.js';

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
 * `client` after their name or e-mail changed, in the caller's transaction.
 */
export async function refreshClientSearchText(
  tx: Executor,
  client: Pick<UserRow, 'id' | 'fullName' | 'email'>,
): Promise<void> {
  const rows = await listClientSearchSources(tx, client.id);
  if (rows.length === 0) return;
  await setSearchTexts(
    tx,
    rows.map((r) => r.id),
    rows.map((r) => applicationSearchText(r, client)),
  );
}
