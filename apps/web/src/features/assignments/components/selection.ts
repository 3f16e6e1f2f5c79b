/** The ids of the chosen rows; kept across pages until an assignment or a change of list. */
export type Selection = ReadonlySet<number>;

/** Whether none, some or all of a page's rows are chosen (the header checkbox's state). */
export function pageState(selection: Selection, pageIds: readonly number[]) {
  const chosen = pageIds.filter((id) => selection.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** One row chosen or left out. */
export function toggleOne(selection: Selection, id: number): Set<number> {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The header checkbox: a fully chosen page is left out, else every row of it is chosen. */
export function togglePage(selection: Selection, pageIds: readonly number[]): Set<number> {
  const next = new Set(selection);
  if (pageState(selection, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}
