import type { TPublicApplication, TPublicTimelineEntry } from '@mutabaa/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { optionDisplay, optionLookup } from '../applications/applications.presenter.js';
import { allOptions } from '../applications/applications.repository.js';
import { findPublicApplication, statusEntries } from './public.repository.js';

const TRANSACTION_ID = /^TX-[0-9A-Z]{10}$/;

/**
 * The public view of an application by its unguessable transaction id (DESIGN §1): reference,
 * title, type, status, last update and the status timeline. Nothing about people.
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
    const lookup = optionLookup(options);
    const entry = (status: string, at: Date): TPublicTimelineEntry => ({
      status,
      status_display: optionDisplay(lookup.statuses, status),
      at: at.toISOString(),
    });
    const timeline: TPublicTimelineEntry[] = [];
    // Records written without a 'created' entry still start at their creation, in the status
    // the first change left (or the current one).
    if (entries[0]?.kind !== 'created') {
      const first = entries[0]?.fromValue;
      timeline.push(entry(typeof first === 'string' ? first : row.status, row.createdAt));
    }
    for (const e of entries) {
      if (typeof e.toValue === 'string') timeline.push(entry(e.toValue, e.createdAt));
    }
    return {
      transaction_id: row.transactionId,
      reference_number: row.referenceNumber,
      title: row.title,
      transaction_type: row.transactionType,
      transaction_type_display:
        row.transactionType === null ? null : optionDisplay(lookup.types, row.transactionType),
      status: row.status,
      status_display: optionDisplay(lookup.statuses, row.status),
      updated_at: row.updatedAt.toISOString(),
      timeline,
    };
  }
}
