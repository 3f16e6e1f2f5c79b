import { useState, type FormEvent } from 'react';
import { ROLES } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { YES_NO_FILTERS, type YesNoFilter } from '../api/user-list-params';
import type { UserListParams } from '../api/user-list-params';

type Props = {
  params: UserListParams;
  onChange: (next: UserListParams) => void;
};

const yesNoValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

/** Search (on submit) and the four filters (at once); any change goes back to page 1. */
export function UserFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(params.search ?? '');
  const apply = (next: Partial<UserListParams>) => onChange({ ...params, ...next, page: 1 });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: search.trim() || undefined });
  };
  const onYesNo = (key: YesNoFilter, value: string) =>
    apply({ [key]: value === '' ? undefined : value === 'true' });

  return (
    <form className="row g-3 align-items-end mb-3" role="search" onSubmit={onSubmit}>
      <div className="col-12 col-lg-4">
        <label className="form-label" htmlFor="users-search">
          {t('users.search')}
        </label>
        <div className="input-group">
          <input
            id="users-search"
            type="search"
            className="form-control"
            value={search}
            maxLength={200}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="users-search"
          />
          <button type="submit" className="btn btn-outline-secondary">
            {t('users.searchButton')}
          </button>
        </div>
      </div>
      <div className="col-6 col-md-3 col-lg-2">
        <label className="form-label" htmlFor="users-role">
          {t('users.filters.role')}
        </label>
        <select
          id="users-role"
          className="form-select"
          value={params.role ?? ''}
          onChange={(event) =>
            apply({ role: (event.target.value || undefined) as UserListParams['role'] })
          }
          data-testid="users-role"
        >
          <option value="">{t('users.filters.any')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      {YES_NO_FILTERS.map((key) => (
        <div className="col-6 col-md-3 col-lg-2" key={key}>
          <label className="form-label" htmlFor={`users-${key}`}>
            {t(`users.filters.${key}`)}
          </label>
          <select
            id={`users-${key}`}
            className="form-select"
            value={yesNoValue(params[key])}
            onChange={(event) => onYesNo(key, event.target.value)}
            data-testid={`users-${key}`}
          >
            <option value="">{t('users.filters.any')}</option>
            <option value="true">{t('users.filters.yes')}</option>
            <option value="false">{t('users.filters.no')}</option>
          </select>
        </div>
      ))}
    </form>
  );
}
