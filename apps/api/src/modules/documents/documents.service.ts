import type { TDocument, TDocumentListQuery } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { scopeOf } from '../applications/index.js';
import { countDocuments, listDocuments, presentDocuments } from '../attachments/index.js';

/** GET /documents/: a client's files across their applications (others: their scope's). */
export class DocumentsService {
  constructor(private readonly deps: { db: Db }) {}

  async list(
    query: TDocumentListQuery,
    actor: Actor,
  ): Promise<{ count: number; results: TDocument[] }> {
    const db = this.deps.db;
    const scope = scopeOf(actor);
    const search = query.search || undefined;
    // One after the other: in parallel they compete for the same cores
    // (docs/architecture.md#sequential-statements).
    const rows = await listDocuments(db, scope, search, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    const count = await countDocuments(db, scope, search);
    return { count, results: await presentDocuments(db, rows, actor.user) };
  }
}
