import { useEffect, useRef } from 'react';
import type { TManagedUser, UserOrderingField } from '@mutabaa/shared';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { UserOrdering } from '../api/user-list-params';
import { pageState, type Selection } from '../../../lib/selection';
import { userName, type UserAction } from '../utils/user-actions';
import { UserRowActions } from './user-row-actions';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import './users-table.css';
import { useDateStyle } from '../../../lib/date-style';

type Props = {
  users: readonly TManagedUser[];
  ordering: UserOrdering;
  onSort: (field: UserOrderingField) => void;
  /** A page is on its way: the rows shown are dimmed and announced as busy. */
  loading: boolean;
  /** The rows picked for a bulk change. */
  selection: Selection;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
  onAction: (action: UserAction, user: TManagedUser) => void;
};

/** The header checkbox: checked when the whole page is picked, mixed when some rows are. */
function PageCheckbox({
  state,
  onChange,
}: {
  state: 'none' | 'some' | 'all';
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input"
      checked={state === 'all'}
      onChange={onChange}
      aria-label={t('users.bulk.selectPage')}
      data-testid="users-select-page"
    />
  );
}

const ROLE_BADGES = {
  admin: 'text-bg-dark',
  editor: 'text-bg-info',
  client: 'text-bg-light border',
};

/** The column header of a sortable column: a button that says the order it shows. */
function SortHeader({
  field,
  label,
  ordering,
  onSort,
}: {
  field: UserOrderingField;
  label: string;
  ordering: UserOrdering;
  onSort: Props['onSort'];
}) {
  const { t } = useTranslation();
  const sort =
    ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={sort ?? 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
        onClick={() => onSort(field)}
        data-testid={`users-sort-${field}`}
      >
        {label}
        <span aria-hidden="true">
          {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}
        </span>
        {sort && <span className="visually-hidden"> ({t(`users.sort.${sort}`)})</span>}
      </button>
    </th>
  );
}

/** User Management's rows: who they are, their role, their state and when they last came. */
export function UsersTable({
  users,
  ordering,
  onSort,
  loading,
  selection,
  onToggle,
  onTogglePage,
  onAction,
}: Props) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const header = (field: UserOrderingField) => (
    <SortHeader
      field={field}
      label={t(`users.columns.${field}`)}
      ordering={ordering}
      onSort={onSort}
    />
  );
  return (
    <ResponsiveTable
      region={{ label: t('pages.users') }}
      className="table-hover align-middle mb-0"
      aria-label={t('pages.users')}
      aria-busy={loading}
      style={loading ? { opacity: 0.6 } : undefined}
      data-testid="users-table"
    >
      <thead>
        <tr>
          <th scope="col" className="card-head-keep">
            <PageCheckbox
              state={pageState(
                selection,
                users.map((user) => user.id),
              )}
              onChange={onTogglePage}
            />
          </th>
          {header('full_name')}
          {header('email')}
          {header('role')}
          <th scope="col">{t('users.columns.status')}</th>
          {header('last_login')}
          {header('date_joined')}
          <th scope="col" className="users-actions-cell">
            <span className="visually-hidden">{t('users.actions.column')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr
            key={user.id}
            data-testid="users-row"
            data-user-id={user.id}
            data-active={user.is_active}
          >
            <td>
              <input
                type="checkbox"
                className="form-check-input"
                checked={selection.has(user.id)}
                onChange={() => onToggle(user.id)}
                aria-label={t('users.bulk.select', { name: userName(user) })}
                data-testid="users-select"
              />
            </td>
            <td data-label={t('users.columns.full_name')}>
              <bdi>{user.full_name || t('common.empty')}</bdi>
              {user.invitation_pending && (
                <span className="badge text-bg-warning ms-2" data-testid="users-pending">
                  {t('users.pendingInvitation')}
                </span>
              )}
            </td>
            <td data-label={t('users.columns.email')} data-testid="users-email">
              <span dir="ltr">{user.email}</span>
            </td>
            <td data-label={t('users.columns.role')}>
              <span className={`badge ${ROLE_BADGES[user.role]}`}>{t(`roles.${user.role}`)}</span>
            </td>
            <td data-label={t('users.columns.status')}>
              <span className={`badge ${user.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {t(user.is_active ? 'users.active' : 'users.inactive')}
              </span>
              {!user.email_verified && (
                <span className="badge text-bg-warning ms-1">{t('users.unverified')}</span>
              )}
            </td>
            <td data-label={t('users.columns.last_login')} className="text-nowrap">
              {user.last_login
                ? formatDateTime(user.last_login, dateStyle)
                : t('users.neverSignedIn')}
            </td>
            <td data-label={t('users.columns.date_joined')} className="text-nowrap">
              {formatDate(user.date_joined, dateStyle)}
            </td>
            <td className="users-actions-cell card-cell-actions">
              <UserRowActions user={user} name={userName(user)} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
