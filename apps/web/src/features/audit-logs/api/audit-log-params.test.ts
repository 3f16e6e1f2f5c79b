import { describe, expect, it } from 'vitest';
import {
  auditFiltersOf,
  auditParamsFromUrl,
  auditParamsToUrl,
  draftOf,
  isAuditFiltered,
  paramsOfDraft,
  singleEntryParams,
  withoutSingleEntry,
} from './audit-log-params';

describe('the audit log in the address bar', () => {
  it('sends the filters a form typed in Arabic-Indic or Persian digits in ASCII digits', () => {
    const draft = {
      ...draftOf({ page: 1 }),
      search: 'طلب ٢٠٢٦',
      actor: '٧',
      entity_id: '۴۲',
      ip: '١٠.٠.٠.١',
      created_at_after: '٢٠٢٦-١١-٠١',
      created_at_before: '۲۰۲۶-۱۱-۳۰',
    };
    expect(paramsOfDraft(draft)).toEqual({
      search: 'طلب ٢٠٢٦',
      actor: 7,
      entity_id: '42',
      ip: '10.0.0.1',
      created_at_after: '2026-11-01',
      created_at_before: '2026-11-30',
      page: 1,
    });
  });

  it('reads every filter and the page, page 1 when absent', () => {
    expect(auditParamsFromUrl(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(
      auditParamsFromUrl(
        new URLSearchParams(
          'search=منى&actor=7&action=user.updated&entity_type=user&entity_id=42&ip=10.0.0.1' +
            '&created_at_after=2026-11-01&created_at_before=2026-11-30&page=3',
        ),
      ),
    ).toEqual({
      search: 'منى',
      actor: 7,
      action: 'user.updated',
      entity_type: 'user',
      entity_id: '42',
      ip: '10.0.0.1',
      created_at_after: '2026-11-01',
      created_at_before: '2026-11-30',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      auditParamsFromUrl(
        new URLSearchParams('actor=someone&created_at_after=yesterday&page=-2&action=user.updated'),
      ),
    ).toEqual({ action: 'user.updated', page: 1 });
  });

  it('ignores parameters it does not know and blank values', () => {
    expect(auditParamsFromUrl(new URLSearchParams('page_size=500&tab=x&ip=%20&search='))).toEqual({
      page: 1,
    });
  });

  it('writes back only what is set, and reads back the same', () => {
    expect(auditParamsToUrl({ page: 1 }).toString()).toBe('');
    const params = {
      actor: 3,
      entity_type: 'application',
      entity_id: '12',
      created_at_before: '2026-11-23',
      search: 'تجديد',
      page: 2,
    };
    const url = auditParamsToUrl(params);
    expect(url.get('actor')).toBe('3');
    expect(url.get('page')).toBe('2');
    expect(auditParamsFromUrl(url)).toEqual(params);
  });

  it('gives the export the filters without the page', () => {
    expect(auditFiltersOf({ action: 'auth.logout', page: 4 })).toEqual({ action: 'auth.logout' });
  });

  it('knows when the list is narrowed', () => {
    expect(isAuditFiltered({ page: 5 })).toBe(false);
    expect(isAuditFiltered({ page: 1, ip: '127.0.0.1' })).toBe(true);
  });

  it('turns the filter form into the list state: trimmed, blanks unset, back to page 1', () => {
    const draft = draftOf({ actor: 9, search: 'x', page: 3 });
    expect(draft).toMatchObject({ actor: '9', search: 'x', ip: '', created_at_after: '' });
    expect(paramsOfDraft({ ...draft, search: '  أحمد ', ip: ' ', entity_id: ' 15 ' })).toEqual({
      actor: 9,
      search: 'أحمد',
      entity_id: '15',
      page: 1,
    });
  });

  describe('one entry by its id (the one verification names)', () => {
    it('reads and writes id like the filters, dropping one the API would refuse', () => {
      expect(auditParamsFromUrl(new URLSearchParams('id=1234'))).toEqual({ id: 1234, page: 1 });
      expect(auditParamsFromUrl(new URLSearchParams('id=abc&action=auth.logout'))).toEqual({
        action: 'auth.logout',
        page: 1,
      });
      expect(auditParamsFromUrl(new URLSearchParams('id=0'))).toEqual({ page: 1 });
      const url = auditParamsToUrl({ id: 77, page: 2 });
      expect(url.toString()).toBe('id=77&page=2');
      expect(auditParamsFromUrl(url)).toEqual({ id: 77, page: 2 });
    });

    it('counts as a filter and goes to the list and the export', () => {
      expect(isAuditFiltered({ id: 5, page: 1 })).toBe(true);
      expect(auditFiltersOf({ id: 5, page: 1 })).toEqual({ id: 5 });
    });

    it('is no field of the form: applying or clearing the form drops it', () => {
      const params = { id: 5, action: 'user.updated', page: 3 };
      const draft = draftOf(params);
      expect(draft).not.toHaveProperty('id');
      expect(paramsOfDraft(draft)).toEqual({ action: 'user.updated', page: 1 });
      expect(paramsOfDraft(draftOf({ page: 1 }))).toEqual({ page: 1 });
    });

    it('shows an entry alone from page 1, and all entries again without it', () => {
      expect(auditParamsToUrl(singleEntryParams(42)).toString()).toBe('id=42');
      expect(withoutSingleEntry({ id: 42, page: 3 })).toEqual({ page: 1 });
      expect(withoutSingleEntry({ id: 42, ip: '10.0.0.1', page: 1 })).toEqual({
        ip: '10.0.0.1',
        page: 1,
      });
    });
  });
});
