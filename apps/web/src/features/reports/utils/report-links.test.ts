import { describe, expect, it } from 'vitest';
import { assigneeNarrowing, listHref, reportLinks, valueNarrowing } from './report-links';

const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);
const filters = { transaction_type: 'permit', priority: 'high' };

describe('links from report figures to the applications list', () => {
  it('opens the list, with no query when nothing narrows it', () => {
    expect(listHref({})).toBe('/transactions');
    expect(listHref({ department: 'HR', open: true })).toBe(
      '/transactions?department=HR&open=true',
    );
  });

  it('selects the created ones of a point with the report filters', () => {
    const href = reportLinks.created(filters, '2026-05-04', '2026-05-10');
    expect(href.startsWith('/transactions?')).toBe(true);
    expect(query(href)).toEqual({
      transaction_type: 'permit',
      priority: 'high',
      created_at_after: '2026-05-04',
      created_at_before: '2026-05-10',
    });
  });

  it('selects service levels met or missed in the period, and breached now', () => {
    expect(query(reportLinks.sla(filters, '2026-01-01', '2026-03-31', true))).toEqual({
      ...filters,
      completed_at_after: '2026-01-01',
      completed_at_before: '2026-03-31',
      sla_state: 'met',
    });
    expect(
      query(reportLinks.sla(filters, '2026-01-01', '2026-03-31', false, assigneeNarrowing(7))),
    ).toMatchObject({ sla_state: 'missed', assigned_to: '7' });
    expect(query(reportLinks.breached(filters, valueNarrowing('transaction_type', '')))).toEqual({
      priority: 'high',
      no_type: 'true',
      sla_state: 'breached',
    });
  });

  it('puts a bar’s own value in place of the report’s filter of that name', () => {
    expect(
      query(reportLinks.created(filters, '2026-01-01', '2026-03-31', { status: 'review' })),
    ).toMatchObject({ status: 'review', transaction_type: 'permit' });
    expect(
      query(
        reportLinks.completed(filters, '2026-01-01', '2026-03-31', { transaction_type: 'visa' }),
      ),
    ).toEqual({
      transaction_type: 'visa',
      priority: 'high',
      completed_at_after: '2026-01-01',
      completed_at_before: '2026-03-31',
    });
  });

  it('selects the backlog at the end of a point', () => {
    expect(query(reportLinks.backlog({}, '2026-05-10'))).toEqual({ open_on: '2026-05-10' });
  });

  it('selects due dates met and missed in the period', () => {
    expect(query(reportLinks.due({}, '2026-01-01', '2026-01-31', true))).toEqual({
      completed_at_after: '2026-01-01',
      completed_at_before: '2026-01-31',
      due_met: 'true',
    });
    expect(query(reportLinks.due({}, '2026-01-01', '2026-01-31', false)).due_met).toBe('false');
  });

  it('selects the open and the overdue now, due before today (so up to yesterday)', () => {
    expect(query(reportLinks.open({ department: 'HR' }))).toEqual({
      department: 'HR',
      open: 'true',
    });
    expect(query(reportLinks.overdue({}, '2026-03-01'))).toEqual({
      open: 'true',
      due_date_before: '2026-02-28',
    });
  });

  it('narrows an editor’s row to that editor', () => {
    expect(query(reportLinks.open({ assigned_to: 3 }, assigneeNarrowing(9)))).toEqual({
      assigned_to: '9',
      open: 'true',
    });
  });

  it('narrows the unassigned row to the applications without an assignee', () => {
    expect(
      query(reportLinks.overdue({ assigned_to: 3 }, '2026-03-01', assigneeNarrowing(null))),
    ).toEqual({ unassigned: 'true', open: 'true', due_date_before: '2026-02-28' });
  });

  it('narrows a "None" bar to the applications without that value', () => {
    const created = (narrowing: ReturnType<typeof valueNarrowing>) =>
      query(reportLinks.created({}, '2026-01-01', '2026-01-31', narrowing));
    expect(created(valueNarrowing('transaction_type', ''))).toMatchObject({ no_type: 'true' });
    expect(created(valueNarrowing('department', ''))).toMatchObject({ no_department: 'true' });
    expect(created(valueNarrowing('department', 'HR'))).toMatchObject({ department: 'HR' });
  });

  it('selects the applications that left a status in the period', () => {
    expect(query(reportLinks.leftStatus(filters, '2026-01-01', '2026-01-31', 'review'))).toEqual({
      ...filters,
      left_status: 'review',
      left_at_after: '2026-01-01',
      left_at_before: '2026-01-31',
    });
  });
});
