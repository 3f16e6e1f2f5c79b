import type { TApplication } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { allOptions } from '../form-config/index.js';
import { clockReader, storedClocks } from '../sla/index.js';
import { findUsersByIds } from '../users/index.js';
import {
  optionLookup,
  presentApplication,
  visibleTo,
  type Viewer,
} from './applications.presenter.js';

/** `rows` as `viewer` sees them, with the users and options they name read in one go each. */
export async function presentRows(
  db: Executor,
  rows: ApplicationRow[],
  viewer: Viewer,
): Promise<TApplication[]> {
  if (rows.length === 0) return [];
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of [row.clientId, row.assignedToId, row.createdById]) if (id) ids.add(id);
  }
  const [users, options] = await Promise.all([findUsersByIds(db, [...ids]), allOptions(db)]);
  const clocks = await storedClocks(
    db,
    rows.map((r) => r.id),
  );
  const sla = await clockReader(db, viewer.role);
  const lookup = optionLookup(options);
  const byId = visibleTo(new Map(users.map((u) => [u.id, u])), viewer);
  return rows.map((row) => presentApplication(row, byId, lookup, sla(clocks.get(row.id))));
}

/** One row as `viewer` sees it. */
export async function presentRow(
  db: Executor,
  row: ApplicationRow,
  viewer: Viewer,
): Promise<TApplication> {
  return (await presentRows(db, [row], viewer))[0]!;
}
