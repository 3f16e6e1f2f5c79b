import { describe, expect, it } from 'vitest';
import {
  activePresets,
  draftPeriodError,
  intervalFits,
  reportDraftOf,
  reportFiltersOf,
  reportPeriodOf,
  reportQueryFromUrl,
  reportQueryOfDraft,
  reportQueryToUrl,
  utcToday,
} from './report-params';

const TODAY = '2026-05-14'; // a Thursday

describe('the report in the address bar', () => {
  it('reads the period, the interval and every filter', () => {
    const url = new URLSearchParams(
      'created_at_after=2026-04-01&created_at_before=2026-04-30&interval=week' +
        '&transaction_type=permit&department=الموارد&priority=high&assigned_to=7&page=2',
    );
    expect(reportQueryFromUrl(url)).toEqual({
      created_at_after: '2026-04-01',
      created_at_before: '2026-04-30',
      interval: 'week',
      transaction_type: 'permit',
      department: 'الموارد',
      priority: 'high',
      assigned_to: 7,
    });
  });

  it('drops what the API would refuse and keeps the rest', () => {
    const url = new URLSearchParams(
      'created_at_after=2026-13-45&interval=hour&assigned_to=abc&priority=high',
    );
    expect(reportQueryFromUrl(url)).toEqual({ priority: 'high' });
  });

  it('writes back what it read, unset values left out, in a fixed order', () => {
    const query = reportQueryFromUrl(
      new URLSearchParams('assigned_to=3&created_at_before=2026-02-01&created_at_after=2026-01-01'),
    );
    expect(reportQueryToUrl(query).toString()).toBe(
      'created_at_after=2026-01-01&created_at_before=2026-02-01&assigned_to=3',
    );
    expect(reportQueryToUrl({}).toString()).toBe('');
  });

  it('fills the period as the API does: this year to today, the interval by length', () => {
    expect(reportPeriodOf({}, TODAY)).toEqual({
      start: '2026-01-01',
      end: TODAY,
      interval: 'month',
    });
    expect(
      reportPeriodOf({ created_at_after: '2026-05-01', created_at_before: '2026-05-10' }, TODAY),
    ).toEqual({ start: '2026-05-01', end: '2026-05-10', interval: 'day' });
    // A start after today without an end is a one-day period.
    expect(reportPeriodOf({ created_at_after: '2026-06-01' }, TODAY).end).toBe('2026-06-01');
    expect(reportPeriodOf({ interval: 'week' }, TODAY).interval).toBe('week');
  });

  it('keeps the filters apart from the period', () => {
    expect(
      reportFiltersOf({ created_at_after: '2026-01-01', interval: 'day', department: 'HR' }),
    ).toEqual({ department: 'HR' });
  });

  it('knows which presets a period is', () => {
    expect(activePresets('2026-05-11', TODAY, TODAY)).toEqual(['week']);
    expect(activePresets('2026-04-01', TODAY, TODAY)).toEqual(['quarter']);
    expect(activePresets('2026-01-01', TODAY, TODAY)).toEqual(['year']);
    expect(activePresets('2026-01-01', '2026-05-13', TODAY)).toEqual([]);
    // June 1st 2026 is a Monday: this week and this month are the same days.
    expect(activePresets('2026-06-01', '2026-06-01', '2026-06-01')).toEqual(['week', 'month']);
  });

  it('refuses an interval giving more points than the API draws', () => {
    expect(intervalFits('2026-01-01', '2026-12-31', 'day')).toBe(true);
    expect(intervalFits('2025-01-01', '2026-12-31', 'day')).toBe(false);
    expect(intervalFits('2025-01-01', '2026-12-31', 'week')).toBe(true);
  });

  it('takes today in UTC', () => {
    expect(utcToday(new Date('2026-05-14T23:30:00-03:00'))).toBe('2026-05-15');
  });
});

describe('the report form', () => {
  it('starts from the period shown and the filters', () => {
    expect(reportDraftOf({ priority: 'high', assigned_to: 4 }, TODAY)).toEqual({
      created_at_after: '2026-01-01',
      created_at_before: TODAY,
      interval: 'month',
      transaction_type: '',
      department: '',
      priority: 'high',
      assigned_to: '4',
    });
  });

  it('keeps an interval only when it is not the default and fits the period', () => {
    const draft = reportDraftOf({}, TODAY);
    expect(reportQueryOfDraft({ ...draft, department: '  HR ' })).toEqual({
      created_at_after: '2026-01-01',
      created_at_before: TODAY,
      department: 'HR',
    });
    expect(reportQueryOfDraft({ ...draft, interval: 'week' }).interval).toBe('week');
    expect(
      reportQueryOfDraft({ ...draft, created_at_after: '2024-01-01', interval: 'day' }).interval,
    ).toBeUndefined();
  });

  it('names a missing or reversed period', () => {
    const draft = reportDraftOf({}, TODAY);
    expect(draftPeriodError(draft)).toBeUndefined();
    expect(draftPeriodError({ ...draft, created_at_after: '' })).toBe('missing');
    expect(draftPeriodError({ ...draft, created_at_after: '2026-06-01' })).toBe('reversed');
  });
});
