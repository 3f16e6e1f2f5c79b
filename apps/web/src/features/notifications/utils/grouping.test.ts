import { describe, expect, it } from 'vitest';
import type { TNotification } from '@mutabaa/shared';
import {
  groupNotifications,
  groupOf,
  inTab,
  notificationStats,
  uniqueNotifications,
} from './grouping';

// Local times, so the day boundaries are the viewer's whatever the machine's time zone.
const NOW = new Date(2026, 10, 21, 9, 30);
const at = (day: number, h = 0, m = 0, s = 0, ms = 0) =>
  new Date(2026, 10, day, h, m, s, ms).toISOString();

let nextId = 1;
function note(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: nextId++,
    title: 't',
    message: 'm',
    type: 'application',
    category: 'info',
    event: 'assignment',
    is_read: false,
    created_at: at(21, 8),
    application_id: null,
    ...overrides,
  };
}

describe('groupOf', () => {
  it('puts the start of today and later in Today', () => {
    expect(groupOf(at(21, 0, 0, 0, 0), NOW)).toBe('today');
    expect(groupOf(at(21, 9, 29), NOW)).toBe('today');
    expect(groupOf(at(21, 23, 0), NOW)).toBe('today');
  });
  it('puts the day before, from its start, in Yesterday', () => {
    expect(groupOf(at(20, 23, 59, 59, 999), NOW)).toBe('yesterday');
    expect(groupOf(at(20, 0, 0, 0, 0), NOW)).toBe('yesterday');
  });
  it('puts up to 7 days before the start of today in This Week', () => {
    expect(groupOf(at(19, 23, 59, 59, 999), NOW)).toBe('this_week');
    expect(groupOf(at(14, 0, 0, 0, 0), NOW)).toBe('this_week');
  });
  it('puts anything earlier, or unreadable, in Older', () => {
    expect(groupOf(at(13, 23, 59, 59, 999), NOW)).toBe('older');
    expect(groupOf(at(1), NOW)).toBe('older');
    expect(groupOf('yesterday', NOW)).toBe('older');
  });
  it('counts from local midnight, not 24 hours back', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 5);
    expect(groupOf(at(20, 23, 50), justAfterMidnight)).toBe('yesterday');
    expect(groupOf(at(21, 0, 1), justAfterMidnight)).toBe('today');
  });
  it('handles month and year boundaries', () => {
    const newYear = new Date(2027, 0, 1, 10);
    expect(groupOf(new Date(2026, 11, 31, 12).toISOString(), newYear)).toBe('yesterday');
    expect(groupOf(new Date(2026, 11, 25, 0).toISOString(), newYear)).toBe('this_week');
    expect(groupOf(new Date(2026, 11, 24, 23).toISOString(), newYear)).toBe('older');
  });
});

describe('groupNotifications', () => {
  it('orders the groups, keeps the list order within each, and omits empty ones', () => {
    const a = note({ created_at: at(21, 9) });
    const b = note({ created_at: at(21, 1) });
    const c = note({ created_at: at(16, 1) });
    const d = note({ created_at: at(2, 1) });
    const sections = groupNotifications([a, b, c, d], NOW);
    expect(sections.map((s) => s.group)).toEqual(['today', 'this_week', 'older']);
    expect(sections[0]!.items).toEqual([a, b]);
    expect(sections[1]!.items).toEqual([c]);
  });
  it('is empty for an empty list', () => {
    expect(groupNotifications([], NOW)).toEqual([]);
  });
});

describe('notificationStats', () => {
  it('counts total, unread, types (others as other) and categories (others as info)', () => {
    const stats = notificationStats([
      note({ type: 'application', category: 'success' }),
      note({ type: 'transaction', category: 'danger', is_read: true }),
      note({ type: 'system', category: 'weird' }),
      note({ type: 'reminder', category: 'warning', is_read: true }),
      note({ type: 'user', category: 'info' }),
    ]);
    expect(stats.total).toBe(5);
    expect(stats.unread).toBe(3);
    expect(stats.byType).toEqual({
      application: 1,
      transaction: 1,
      system: 1,
      user: 1,
      report: 0,
      other: 1,
    });
    expect(stats.byCategory).toEqual({ info: 2, success: 1, warning: 1, danger: 1 });
  });
  it('is all zeros for an empty list', () => {
    const stats = notificationStats([]);
    expect(stats.total).toBe(0);
    expect(stats.unread).toBe(0);
    expect(Object.values(stats.byType).every((n) => n === 0)).toBe(true);
  });
});

describe('inTab', () => {
  it('shows applications and transactions on the applications tab', () => {
    const app = note({ type: 'application' });
    const tx = note({ type: 'transaction', is_read: true });
    const sys = note({ type: 'system' });
    const usr = note({ type: 'user' });
    const list = [app, tx, sys, usr];
    expect(list.filter((n) => inTab('all', n))).toEqual(list);
    expect(list.filter((n) => inTab('unread', n))).toEqual([app, sys, usr]);
    expect(list.filter((n) => inTab('applications', n))).toEqual([app, tx]);
    expect(list.filter((n) => inTab('system', n))).toEqual([sys]);
    expect(list.filter((n) => inTab('users', n))).toEqual([usr]);
  });
});

describe('uniqueNotifications', () => {
  it('joins pages in order and keeps each notification once', () => {
    const a = note();
    const b = note();
    const c = note();
    // A new one arrived between the two reads: b moved onto the second page too.
    expect(uniqueNotifications([{ results: [a, b] }, { results: [b, c] }])).toEqual([a, b, c]);
    expect(uniqueNotifications([])).toEqual([]);
  });
});
