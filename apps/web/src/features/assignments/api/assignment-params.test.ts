import { describe, expect, it } from 'vitest';
import {
  historyFromUrl,
  historyToUrl,
  queueFromUrl,
  queueToUrl,
  tabFromUrl,
} from './assignment-params';

const url = (text: string) => new URLSearchParams(text);

describe('assignments address bar', () => {
  it('opens the named tab, the queue for none or an unknown one', () => {
    expect(tabFromUrl(url('tab=rules'))).toBe('rules');
    expect(tabFromUrl(url(''))).toBe('queue');
    expect(tabFromUrl(url('tab=elsewhere'))).toBe('queue');
  });

  it("keeps the queue's page and whose applications it shows", () => {
    expect(queueFromUrl(url('tab=queue'))).toEqual({ page: 1 });
    expect(queueFromUrl(url('tab=queue&of=7&page=3'))).toEqual({ page: 3, assignee: 7 });
    expect(queueFromUrl(url('of=abc&page=-2'))).toEqual({ page: 1 });
    expect(queueToUrl({ page: 2, assignee: 7 }).toString()).toBe('tab=queue&of=7&page=2');
    expect(queueToUrl({ page: 1 }).toString()).toBe('tab=queue');
  });

  it('reads the history filters the API accepts and drops the ones it would refuse', () => {
    expect(
      historyFromUrl(url('tab=history&user=4&created_at_after=2026-01-01&transaction=x&page=2')),
    ).toEqual({ user: 4, created_at_after: '2026-01-01', page: 2 });
    expect(historyFromUrl(url('created_at_before=2026-02-30'))).toEqual({ page: 1 });
  });

  it('writes the history filters back, leaving out the empty ones and page 1', () => {
    const params = { page: 1, user: 4, created_at_before: '2026-03-01', transaction: undefined };
    expect(historyToUrl(params).toString()).toBe('tab=history&user=4&created_at_before=2026-03-01');
    expect(historyFromUrl(historyToUrl({ page: 3, transaction: 12 }))).toEqual({
      page: 3,
      transaction: 12,
    });
  });
});
