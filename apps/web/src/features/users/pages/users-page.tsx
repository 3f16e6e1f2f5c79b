import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { USERS_PAGE_SIZE, useUsers, type UserListParams } from '../api/get-users';
import {
  isFiltered,
  nextOrdering,
  userParamsFromUrl,
  userParamsToUrl,
} from '../api/user-list-params';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

/** User Management (admin): every user, searchable, filterable and sortable. */
export function UsersPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const key = url.toString();
  const params = useMemo(() => userParamsFromUrl(new URLSearchParams(key)), [key]);
  const show = useCallback((next: UserListParams) => setUrl(userParamsToUrl(next)), [setUrl]);
  const users = useUsers(params);

  return (
    <>
      <PageTitle>{t('pages.users')}</PageTitle>
      <div className="card">
        <div className="card-body">
          {/* A new key resets the search box when the address changes (back, forward). */}
          <UserFilters key={params.search ?? ''} params={params} onChange={show} />
          <QueryState
            query={users}
            errorClassName="mb-0"
            isEmpty={(data) => data.count === 0}
            empty={
              <p className="text-center text-body-secondary py-4 mb-0" data-testid="users-empty">
                {t(isFiltered(params) ? 'users.noMatch' : 'users.empty')}
              </p>
            }
          >
            {(data) => (
              <>
                <UsersTable
                  users={data.results}
                  ordering={params.ordering}
                  loading={users.isPlaceholderData}
                  onSort={(field) =>
                    show({ ...params, ordering: nextOrdering(params.ordering, field), page: 1 })
                  }
                />
                <Pager
                  page={params.page}
                  pageSize={USERS_PAGE_SIZE}
                  count={data.count}
                  shown={data.results.length}
                  onPage={(page) => show({ ...params, page })}
                  testId="users-showing"
                />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </>
  );
}
