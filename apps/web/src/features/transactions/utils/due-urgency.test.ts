import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, dueUrgency, localToday } from './due-urgency';

describe('due date urgency', () => {
  const today = '2026-03-01';

  it('is overdue from the day after the due date', () => {
    expect(dueUrgency('2026-02-28', today)).toBe('overdue');
    expect(dueUrgency('2025-12-31', today)).toBe('overdue');
  });

  it('is due soon from the due date itself back to two days before it', () => {
    expect(DUE_SOON_DAYS).toBe(2);
    expect(dueUrgency('2026-03-01', today)).toBe('due_soon');
    expect(dueUrgency('2026-03-02', today)).toBe('due_soon');
    expect(dueUrgency('2026-03-03', today)).toBe('due_soon');
    expect(dueUrgency('2026-03-04', today)).toBeNull();
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(dueUrgency('2024-03-01', '2024-02-28')).toBe('due_soon');
    expect(dueUrgency('2024-03-02', '2024-02-28')).toBeNull();
    expect(dueUrgency('2024-02-29', '2024-03-01')).toBe('overdue');
  });

  it('is nothing without a due date or with one it cannot read', () => {
    expect(dueUrgency(null, today)).toBeNull();
    expect(dueUrgency(undefined, today)).toBeNull();
    expect(dueUrgency('', today)).toBeNull();
    expect(dueUrgency('soon', today)).toBeNull();
  });

  it("takes today from the user's own clock, not UTC", () => {
    // 23:30 local on 1 March is still 1 March whatever UTC says.
    expect(localToday(new Date(2026, 2, 1, 23, 30))).toBe('2026-03-01');
    expect(localToday(new Date(2026, 0, 9, 0, 5))).toBe('2026-01-09');
  });
});
