import type { TApplicationListQuery } from '@mutabaa/shared';

export type ApplicationOrdering = TApplicationListQuery['ordering'];

/**
 * The orderings the list offers, of those GET /transactions/ takes: the rest (title, status, …)
 * read no better than a filter would. The promised date is the service level's due instant
 * (applications without a clock last when soonest first).
 */
export const LIST_ORDERINGS = [
  '-updated_at',
  '-created_at',
  'created_at',
  'due_date',
  'sla_due_at',
  '-sla_due_at',
] as const satisfies readonly ApplicationOrdering[];
export type ListOrdering = (typeof LIST_ORDERINGS)[number];

/** The orderings by the service level's clock: staff only, as its column. */
export const SLA_ORDERINGS: readonly ListOrdering[] = ['sla_due_at', '-sla_due_at'];

/** The API's own ordering when none is asked for. */
export const DEFAULT_ORDERING: ListOrdering = '-updated_at';

/** An offered ordering from the address bar; anything else (hand-edited, old) is left out. */
export function orderingFromParams(params: URLSearchParams): ListOrdering | undefined {
  const value = params.get('ordering');
  return (LIST_ORDERINGS as readonly string[]).includes(value ?? '')
    ? (value as ListOrdering)
    : undefined;
}

/** The i18n key of an ordering's label ("-sla_due_at" -> "list.ordering.sla_due_at_desc"). */
export function orderingLabelKey(ordering: ListOrdering): string {
  return ordering.startsWith('-')
    ? `list.ordering.${ordering.slice(1)}_desc`
    : `list.ordering.${ordering}`;
}
