import type { TPublicApplication } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { optionLookup } from '../applications/index.js';
import { allOptions } from '../form-config/index.js';
import { clockReader, storedClocks } from '../sla/index.js';
import { presentPublicApplication } from './public.presenter.js';
import { findPublicApplication, statusEntries } from './public.repository.js';

const TRANSACTION_ID = /^TX-[0-9A-Z]{10}$/;

/**
 * The public view of an application by its unguessable transaction id
 * (docs/architecture.md#public-view): reference, title, type, status, last update and the status
 * timeline. Nothing about people.
 */
export class PublicService {
  constructor(private readonly deps: { db: Db }) {}

  async application(rawId: string): Promise<TPublicApplication> {
    const db = this.deps.db;
    const transactionId = rawId.trim().toUpperCase();
    const row = TRANSACTION_ID.test(transactionId)
      ? await findPublicApplication(db, transactionId)
      : undefined;
    if (!row) throw new AppError(404, 'not_found');
    const [entries, options] = await Promise.all([statusEntries(db, row.id), allOptions(db)]);
    // As its applicant sees it: the promised moment, not the policy behind it.
    const clock = (await storedClocks(db, [row.id])).get(row.id);
    const sla = (await clockReader(db, 'client'))(clock);
    return presentPublicApplication(row, entries, optionLookup(options), sla);
  }
}
