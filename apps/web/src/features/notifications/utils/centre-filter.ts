import { asciiDigits, NOTIFICATION_TYPES, type NotificationType } from '@mutabaa/shared';
import type { NotificationListFilter } from '../api/query-keys';

/** The centre's filter: type or all, read state, and a range of days. */
export type CentreFilter = {
  type?: NotificationType;
  read?: 'read' | 'unread';
  /** First and last day shown, `yyyy-mm-dd` in the viewer's time zone. */
  from?: string;
  to?: string;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as `yyyy-mm-dd` (in ASCII digits whatever digits it came in), else undefined. */
function validDay(value: string | null | undefined): string | undefined {
  const day = value ? asciiDigits(value) : undefined;
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? day
    : undefined;
}

/** The filter kept in the address bar; anything unknown or malformed is left out. */
export function filterFromParams(params: URLSearchParams): CentreFilter {
  const filter: CentreFilter = {};
  const type = params.get('type');
  if (type && (NOTIFICATION_TYPES as readonly string[]).includes(type)) {
    filter.type = type as NotificationType;
  }
  const read = params.get('read');
  if (read === 'read' || read === 'unread') filter.read = read;
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  if (from) filter.from = from;
  if (to) filter.to = to;
  // A backwards range in an old or edited address is no range at all.
  if (rangeIsReversed(filter)) {
    delete filter.from;
    delete filter.to;
  }
  return filter;
}

/** The address-bar query of a filter (empty parts left out). */
export function filterToParams(filter: CentreFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'read', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Whether the range runs backwards (the only way a filter can be wrong). */
export function rangeIsReversed(filter: CentreFilter): boolean {
  return Boolean(filter.from && filter.to && filter.from > filter.to);
}

export function isFiltered(filter: CentreFilter): boolean {
  return Boolean(filter.type || filter.read || filter.from || filter.to);
}

/** Midnight at the start of `day` in the viewer's time zone. */
function startOfLocalDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * The list query of a filter: the days become instants of the viewer's own midnights, from
 * the start of the first day to the last moment of the last one.
 */
export function toListFilter(filter: CentreFilter): NotificationListFilter {
  const query: NotificationListFilter = {};
  if (filter.type) query.type = filter.type;
  if (filter.read) query.is_read = filter.read === 'read';
  if (filter.from) query.created_at_after = startOfLocalDay(filter.from).toISOString();
  if (filter.to) {
    const next = startOfLocalDay(filter.to);
    next.setDate(next.getDate() + 1);
    query.created_at_before = new Date(next.getTime() - 1).toISOString();
  }
  return query;
}
