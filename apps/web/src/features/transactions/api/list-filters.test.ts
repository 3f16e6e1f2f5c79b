import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  filtersFromParams,
  isReportSelection,
  listQuery,
  normalizeTags,
  toSearchParams,
  withoutReportSelection,
} from './list-filters';
import { pageFromParams } from '../../../lib/pagination';

describe('list filters in the address bar', () => {
  it('keeps only known, non-empty filters and tidies the tags', () => {
    const params = new URLSearchParams(
      'search=%20APP-2026%20&status=draft&tags=a,%20b,,c&priority=&foo=bar&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'APP-2026',
      status: 'draft',
      tags: 'a,b,c',
    });
  });

  it('accepts Arabic commas between tags', () => {
    expect(normalizeTags('عاجل، تجديد ,x')).toBe('عاجل,تجديد,x');
  });

  it('writes filters and pages back, leaving page 1 and empty values out', () => {
    expect(toSearchParams({ status: 'draft', search: '' }, 1).toString()).toBe('status=draft');
    expect(toSearchParams({ status: 'draft' }, 2).toString()).toBe('status=draft&page=2');
    const round = toSearchParams({ tags: 'x, y', has_attachments: 'true' }, 5);
    expect(filtersFromParams(round)).toEqual({ tags: 'x,y', has_attachments: 'true' });
    expect(pageFromParams(round)).toBe(5);
  });

  it("carries a bulk import's id from the address to the request, and only an id", () => {
    const filters = filtersFromParams(new URLSearchParams('import=42&status=draft'));
    expect(filters).toEqual({ import: '42', status: 'draft' });
    expect(listQuery(filters, 1)).toMatchObject({ import: '42' });
    expect(toSearchParams(filters).get('import')).toBe('42');
    for (const value of ['abc', '0', '-1', '4.2'])
      expect(filtersFromParams(new URLSearchParams({ import: value }))).toEqual({});
  });

  it("carries a report figure's selection to the request, in the forms the API takes", () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'completed_at_after=2026-01-01&completed_at_before=2026-01-31&due_met=false&priority=high',
      ),
    );
    expect(listQuery(filters, 1)).toMatchObject({
      completed_at_after: '2026-01-01',
      completed_at_before: '2026-01-31',
      due_met: 'false',
      priority: 'high',
    });
    expect(isReportSelection(filters)).toBe(true);
    expect(withoutReportSelection(filters)).toEqual({ priority: 'high' });
    expect(filtersFromParams(new URLSearchParams('open=true&open_on=2026-03-01'))).toEqual({
      open: 'true',
      open_on: '2026-03-01',
    });
    expect(
      filtersFromParams(new URLSearchParams('open=yes&due_met=1&open_on=March&status=x')),
    ).toEqual({ status: 'x' });
    expect(isReportSelection({ status: 'x' })).toBe(false);
    const left = filtersFromParams(
      new URLSearchParams(
        'left_status=approved&left_at_after=2026-02-01&left_at_before=2026-02-28&unassigned=true&no_type=true&no_department=false',
      ),
    );
    expect(listQuery(left, 1)).toMatchObject({
      left_status: 'approved',
      left_at_after: '2026-02-01',
      left_at_before: '2026-02-28',
      unassigned: 'true',
      no_type: 'true',
      no_department: 'false',
    });
    expect(withoutReportSelection(left)).toEqual({});
    expect(
      filtersFromParams(new URLSearchParams('left_at_after=Feb&unassigned=1&no_type=yes')),
    ).toEqual({});
  });

  it('builds the request query with the page size', () => {
    expect(listQuery(cleanFilters({ client: '7', search: ' ' }), 2)).toEqual({
      client: '7',
      page: 2,
      page_size: 20,
    });
  });

  it('sends ids and days typed in Arabic-Indic or Persian digits in ASCII digits, text as typed', () => {
    const typed = filtersFromParams(
      new URLSearchParams({
        client: '٧',
        import: '۱۲',
        created_at_after: '٢٠٢٦-٠١-٠١',
        due_date_before: '۲۰۲۶-۰۶-۳۰',
        open_on: '٢٠٢٦-٠٣-٠١',
        search: 'APP-٢٠٢٦',
        department: 'الطابق ٣',
      }),
    );
    expect(typed).toEqual({
      client: '7',
      import: '12',
      created_at_after: '2026-01-01',
      due_date_before: '2026-06-30',
      open_on: '2026-03-01',
      search: 'APP-٢٠٢٦',
      department: 'الطابق ٣',
    });
    expect(toSearchParams(typed).toString()).toBe(
      toSearchParams(cleanFilters({ ...typed, client: '7' })).toString(),
    );
  });

  it('keeps a service-level filter of known states only', () => {
    expect(filtersFromParams(new URLSearchParams('sla_state=breached,missed'))).toEqual({
      sla_state: 'breached,missed',
    });
    expect(filtersFromParams(new URLSearchParams('sla_state=late'))).toEqual({});
    expect(listQuery({ sla_state: 'running' }, 1)).toMatchObject({ sla_state: 'running' });
  });
});
