import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PlusIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import type { UserListParams } from '../api/user-list-params';
import {
  isFiltered,
  nextOrdering,
  userParamsFromUrl,
  userParamsToUrl,
} from '../api/user-list-params';
import { BulkToolbar } from '../components/bulk-toolbar';
import { CreateUserModal } from '../components/create-user-modal';
import { pickedOnPage, toggleOne, togglePage, type Selection } from '../../../lib/selection';
import { useActiveChange } from '../hooks/use-active-change';
import { useBulkChange } from '../hooks/use-bulk-change';
import { useUserActions } from '../hooks/use-user-actions';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

const NONE: Selection = new Set();

/** User Management (admin): every user, searchable, filterable and sortable, and managed. */
export function UsersPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const key = url.toString();
  const params = useMemo(() => userParamsFromUrl(new URLSearchParams(key)), [key]);
  const show = useCallback((next: UserListParams) => setUrl(userParamsToUrl(next)), [setUrl]);
  const users = useUsers(params);
  const feedback = useFeedback();
  const activeChange = useActiveChange();
  const actions = useUserActions({ runActiveChange: activeChange.run, feedback });
  const bulkChange = useBulkChange(activeChange.run);
  const [creating, setCreating] = useState(false);

  // The picks belong to the list as filtered: another page, filter or order starts afresh.
  const [selection, setSelection] = useState({ key, ids: NONE });
  const picked = selection.key === key ? selection.ids : NONE;
  const pageIds = users.data?.results.map((user) => user.id) ?? [];
  const selected = pickedOnPage(picked, pageIds);
  const pick = (ids: Selection) => setSelection({ key, ids });

  const onBulk = async (isActive: boolean) => {
    const outcome = await bulkChange(selected, isActive);
    if (outcome.status === 'done') {
      feedback.success(outcome.text);
      pick(NONE);
    }
    if (outcome.status === 'failed') feedback.failure(errorText(t, outcome.error));
  };

  const invite = (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => setCreating(true)}
      data-testid="users-invite"
    >
      <PlusIcon className="me-2" />
      {t('users.create.open')}
    </button>
  );
  return (
    <>
      <PageTitle actions={invite}>{t('pages.users')}</PageTitle>
      <Feedback message={feedback.message} testId="users-feedback" />
      <div className="card">
        <div className="card-body">
          {/* A new key resets the search box when the address changes (back, forward). */}
          <UserFilters key={params.search ?? ''} params={params} onChange={show} />
          {selected.length > 0 && (
            <BulkToolbar
              count={selected.length}
              busy={activeChange.busy}
              onChange={(isActive) => void onBulk(isActive)}
              onClear={() => pick(NONE)}
            />
          )}
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
                  selection={picked}
                  onToggle={(id) => pick(toggleOne(picked, id))}
                  onTogglePage={() => pick(togglePage(picked, pageIds))}
                  onAction={actions.onAction}
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
      {creating && (
        <CreateUserModal
          onClose={() => setCreating(false)}
          onSaved={(text) => {
            setCreating(false);
            feedback.success(text);
          }}
        />
      )}
      {actions.dialogs}
      {activeChange.dialogs}
    </>
  );
}
