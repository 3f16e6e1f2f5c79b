import { describe, expect, it } from 'vitest';
import { ZApplicationListQuery } from '@mutabaa/shared';
import { filtersFromParams, listQuery, toSearchParams } from './list-filters';
import { LIST_ORDERINGS, orderingFromParams, orderingLabelKey } from './list-ordering';
import { pageFromParams } from '../../../lib/pagination';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';

describe('list ordering in the address bar', () => {
  it('round-trips each offered ordering with the filters and the page', () => {
    for (const ordering of LIST_ORDERINGS) {
      const url = toSearchParams({ status: 'submitted', sla_state: 'running' }, 3, ordering);
      const back = new URLSearchParams(url.toString());
      expect(orderingFromParams(back)).toBe(ordering);
      expect(filtersFromParams(back)).toEqual({ status: 'submitted', sla_state: 'running' });
      expect(pageFromParams(back)).toBe(3);
    }
  });

  it('leaves the ordering out when it is the list’s own, and drops one the list does not offer', () => {
    expect(toSearchParams({ status: 'draft' }).toString()).toBe('status=draft');
    expect(toSearchParams({}, 1, 'sla_due_at').toString()).toBe('ordering=sla_due_at');
    expect(toSearchParams({}, 2, '-sla_due_at').toString()).toBe('ordering=-sla_due_at&page=2');
    for (const value of ['title', 'sla_due', '-', '', 'SLA_DUE_AT'])
      expect(orderingFromParams(new URLSearchParams({ ordering: value }))).toBeUndefined();
    // An ordering is not a filter: the filters stay as they were.
    expect(filtersFromParams(new URLSearchParams('ordering=created_at'))).toEqual({});
  });

  it('sends the ordering to the API in a form it takes, and none when not chosen', () => {
    for (const ordering of LIST_ORDERINGS) {
      const query = listQuery({ priority: 'high' }, 1, ordering);
      expect(query.ordering).toBe(ordering);
      expect(ZApplicationListQuery.safeParse(query).success).toBe(true);
    }
    expect(listQuery({}, 1)).not.toHaveProperty('ordering');
  });

  it('has a label for each ordering in Arabic and English', () => {
    const at = (messages: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    for (const ordering of LIST_ORDERINGS) {
      const key = orderingLabelKey(ordering);
      expect(typeof at(en, key), key).toBe('string');
      expect(typeof at(ar, key), key).toBe('string');
    }
  });
});
