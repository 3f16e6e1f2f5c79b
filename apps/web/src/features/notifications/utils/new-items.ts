/**
 * Which notifications are new since the last look: unread ones above the highest id seen.
 * The first look (nothing seen yet) only records, so a page load does not ring for old ones.
 */
export function takeNew<T extends { id: number; is_read: boolean }>(
  seen: { maxId: number | null },
  items: readonly T[],
): T[] {
  const previous = seen.maxId;
  const highest = items.reduce((max, item) => Math.max(max, item.id), previous ?? 0);
  seen.maxId = highest;
  if (previous === null) return [];
  return items.filter((item) => item.id > previous && !item.is_read);
}
