import { describe, expect, it } from 'vitest';
import { isFiltered, nextOrdering, userParamsFromUrl, userParamsToUrl } from './user-list-params';

describe('the user list in the address bar', () => {
  it('reads the filters, ordering and page, with the defaults for what is absent', () => {
    expect(userParamsFromUrl(new URLSearchParams(''))).toEqual({ page: 1, ordering: 'full_name' });
    expect(
      userParamsFromUrl(
        new URLSearchParams(
          'search=منى&role=editor&is_active=false&never_signed_in=true&ordering=-last_login&page=3',
        ),
      ),
    ).toEqual({
      search: 'منى',
      role: 'editor',
      is_active: false,
      never_signed_in: true,
      ordering: '-last_login',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(
      userParamsFromUrl(
        new URLSearchParams('role=superuser&ordering=password_hash&page=-1&search=a'),
      ),
    ).toEqual({ search: 'a', page: 1, ordering: 'full_name' });
  });

  it('writes back only what differs from the defaults, and reads back the same', () => {
    expect(userParamsToUrl({ page: 1, ordering: 'full_name' }).toString()).toBe('');
    const params = {
      search: 'x',
      role: 'client' as const,
      email_verified: false,
      ordering: '-date_joined' as const,
      page: 2,
    };
    expect(userParamsFromUrl(userParamsToUrl(params))).toEqual(params);
  });

  it('sorts a column ascending first, then reverses it', () => {
    expect(nextOrdering('full_name', 'email')).toBe('email');
    expect(nextOrdering('email', 'email')).toBe('-email');
    expect(nextOrdering('-email', 'email')).toBe('email');
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered({ page: 2, ordering: '-email' })).toBe(false);
    expect(isFiltered({ page: 1, ordering: 'full_name', is_active: false })).toBe(true);
  });
});
