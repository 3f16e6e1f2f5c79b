/**
 * Ids picked with the row checkboxes of a paged table (User Management, the assignment queue);
 * kept across pages until the action or a change of list.
 */
export type Selection = ReadonlySet<number>;

/** What the header checkbox shows for the rows on the page. */
export type PageSelection = 'none' | 'some' | 'all';

/** The selection with one row picked or unpicked. */
export function toggleOne(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The header checkbox: picks every row of the page, or unpicks them all when all were. */
export function togglePage(selection: Selection, pageIds: readonly number[]): Selection {
  const next = new Set(selection);
  if (pageState(selection, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}

export function pageState(selection: Selection, pageIds: readonly number[]): PageSelection {
  const picked = pageIds.filter((id) => selection.has(id)).length;
  if (picked === 0) return 'none';
  return picked === pageIds.length ? 'all' : 'some';
}

/**
 * The picked ids still on the page, in the page's order: a row that left the list (deleted,
 * filtered out) is never acted on unseen.
 */
export function pickedOnPage(selection: Selection, pageIds: readonly number[]): number[] {
  return pageIds.filter((id) => selection.has(id));
}
