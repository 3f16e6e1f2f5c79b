import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type Language,
  type TNotification,
} from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import {
  useClearAll,
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotificationPages,
  useUnreadCount,
} from '../api/notifications';
import { CentreFilters } from '../components/centre-filters';
import { NotificationIcon, NotificationText } from '../components/notification-content';
import {
  filterFromParams,
  filterToParams,
  isFiltered,
  toListFilter,
  type CentreFilter,
} from '../lib/centre-filter';
import { notificationHref } from '../lib/kinds';
import {
  NOTIFICATION_TABS,
  groupNotifications,
  inTab,
  notificationStats,
  uniqueNotifications,
  type NotificationTab,
} from '../lib/grouping';
import { useNow } from '../lib/use-now';
import '../notifications.css';

const TAB_PREFIX = 'notifications';

/** The notification centre (spec §2, §4): tabs, day groups, stats, read, delete, clear. */
export function NotificationsPage() {
  const { t, language } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [confirmClear, setConfirmClear] = useState(false);
  const feedback = useFeedback();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const query = useMemo(() => toListFilter(filter), [filter]);
  const applyFilter = (next: CentreFilter) => setParams(filterToParams(next), { replace: true });
  const list = useNotificationPages(query);
  // Mark all and clear all act on every notification, whatever the filter shows.
  const unreadAll = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const clearAll = useClearAll();

  const all = useMemo(() => uniqueNotifications(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages[0]?.count ?? 0;
  const stats = useMemo(() => notificationStats(all), [all]);
  const sections = useMemo(
    () =>
      groupNotifications(
        all.filter((item) => inTab(tab, item)),
        new Date(),
      ),
    [all, tab],
  );
  const number = (n: number) => formatNumber(n, language as Language);
  const failed = (error: unknown) => {
    console.error(error);
    feedback.failure(t('notifications.actionFailed'));
  };
  const busy = markRead.isPending || markAll.isPending || remove.isPending || clearAll.isPending;

  return (
    <>
      <PageTitle
        actions={
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={busy || (stats.unread === 0 && unreadAll === 0)}
              onClick={() => markAll.mutate(undefined, { onError: failed })}
              data-testid="notifications-mark-all"
            >
              {t('notifications.markAllRead')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm notification-danger-action"
              disabled={busy || (all.length === 0 && !isFiltered(filter))}
              onClick={() => setConfirmClear(true)}
              data-testid="notifications-clear-all"
            >
              {t('notifications.clearAll')}
            </button>
            <Link
              to={paths.notificationPreferences.getHref()}
              className="btn btn-outline-secondary btn-sm"
              data-testid="notifications-preferences-link"
            >
              {t('notifications.preferencesLink')}
            </Link>
          </div>
        }
      >
        {t('notifications.title')}
      </PageTitle>
      <Feedback message={feedback.message} testId="notifications" />
      <CentreFilters applied={filter} onApply={applyFilter} />

      <section
        className="notification-stats mb-4"
        aria-label={t('notifications.stats.label')}
        data-testid="notification-stats"
      >
        <div className="notification-stat">
          <span className="notification-stat-value" data-testid="stat-total">
            {number(stats.total)}
          </span>
          <span className="notification-stat-label">{t('notifications.stats.total')}</span>
        </div>
        <div className="notification-stat">
          <span className="notification-stat-value" data-testid="stat-unread">
            {number(stats.unread)}
          </span>
          <span className="notification-stat-label">{t('notifications.stats.unread')}</span>
        </div>
        <div className="notification-stat notification-stat-wide">
          <span className="notification-stat-label">{t('notifications.stats.byType')}</span>
          <ul className="notification-stat-list" data-testid="stat-by-type">
            {[...NOTIFICATION_TYPES, 'other' as const].map((kind) => (
              <li key={kind} data-kind={kind}>
                {t(`notifications.types.${kind}`)}: <strong>{number(stats.byType[kind])}</strong>
              </li>
            ))}
          </ul>
        </div>
        <div className="notification-stat notification-stat-wide">
          <span className="notification-stat-label">{t('notifications.stats.byCategory')}</span>
          <ul className="notification-stat-list" data-testid="stat-by-category">
            {NOTIFICATION_CATEGORIES.map((category) => (
              <li key={category} data-category={category}>
                <span
                  className={`notification-swatch notification-${category}`}
                  aria-hidden="true"
                />
                {t(`notifications.categories.${category}`)}:{' '}
                <strong>{number(stats.byCategory[category])}</strong>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Tabs
        tabs={NOTIFICATION_TABS.map((id) => ({
          id,
          label: t(`notifications.tabs.${id}`),
          testId: `notifications-tab-${id}`,
        }))}
        active={tab}
        onChange={setTab}
        label={t('notifications.tabsLabel')}
        idPrefix={TAB_PREFIX}
      />
      <TabPanel idPrefix={TAB_PREFIX} id={tab}>
        {list.isPending ? (
          <PageSpinner />
        ) : sections.length === 0 ? (
          <p className="text-body-secondary text-center py-4" data-testid="notifications-empty">
            {t(isFiltered(filter) ? 'notifications.filters.noMatch' : 'notifications.empty')}
          </p>
        ) : (
          sections.map((section) => (
            <section
              key={section.group}
              className="notification-group mb-4"
              aria-labelledby={`notification-group-${section.group}`}
              data-testid={`notification-group-${section.group}`}
            >
              <h2
                id={`notification-group-${section.group}`}
                className="h6 text-body-secondary mb-2"
              >
                {t(`notifications.groups.${section.group}`)}
              </h2>
              <ul className="list-unstyled notification-centre-list mb-0">
                {section.items.map((item) => (
                  <CentreRow
                    key={item.id}
                    item={item}
                    busy={busy}
                    now={now}
                    onRead={() => markRead.mutate([item.id], { onError: failed })}
                    onDelete={() => remove.mutate(item.id, { onError: failed })}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
        {list.hasNextPage && (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              data-testid="notifications-load-more"
            >
              {t('notifications.loadMore')}
            </button>
            <span className="small text-body-secondary" data-testid="notifications-newest">
              {t('notifications.showingNewest', {
                shown: number(all.length),
                count: number(total),
              })}
            </span>
          </div>
        )}
      </TabPanel>

      <ConfirmDialog
        show={confirmClear}
        title={t('notifications.clearAllTitle')}
        body={t('notifications.clearAllBody')}
        confirmLabel={t('notifications.clearAll')}
        busy={clearAll.isPending}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() =>
          clearAll.mutate(undefined, {
            onSuccess: () => setConfirmClear(false),
            onError: (error) => {
              setConfirmClear(false);
              failed(error);
            },
          })
        }
        testId="notifications-clear-dialog"
      />
    </>
  );
}

function CentreRow({
  item,
  busy,
  now,
  onRead,
  onDelete,
}: {
  item: TNotification;
  busy: boolean;
  now: number;
  onRead: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`notification-centre-row${item.is_read ? '' : ' is-unread'}`}
      data-testid="notification-row"
      data-id={item.id}
    >
      <NotificationIcon item={item} />
      <Link
        to={notificationHref(item)}
        className="notification-centre-link"
        onClick={() => {
          if (!item.is_read) onRead();
        }}
      >
        <NotificationText item={item} now={now} />
      </Link>
      <div className="notification-centre-actions">
        {!item.is_read && (
          <button
            type="button"
            className="btn btn-link btn-sm"
            disabled={busy}
            onClick={onRead}
            data-testid="notification-mark-read"
          >
            {t('notifications.markRead')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-link btn-sm notification-danger-action"
          disabled={busy}
          onClick={onDelete}
          aria-label={`${t('notifications.delete')}: ${item.title}`}
          data-testid="notification-delete"
        >
          {t('notifications.delete')}
        </button>
      </div>
    </li>
  );
}
