import type { TPublicApplication, TPublicTimelineEntry } from '@mutabaa/shared';
import { optionDisplay, type optionLookup } from '../applications/index.js';
import type { findPublicApplication, statusEntries } from './public.repository.js';

type PublicRow = NonNullable<Awaited<ReturnType<typeof findPublicApplication>>>;
type StatusEntry = Awaited<ReturnType<typeof statusEntries>>[number];

/** The public view of an application: its status, labelled, and the status timeline. */
export function presentPublicApplication(
  row: PublicRow,
  entries: readonly StatusEntry[],
  lookup: ReturnType<typeof optionLookup>,
  sla: TPublicApplication['sla'] = null,
): TPublicApplication {
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
    sla,
  };
}
