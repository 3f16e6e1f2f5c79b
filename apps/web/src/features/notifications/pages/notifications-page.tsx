import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationPages } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { CentreActions } from '../components/centre-actions';
import { CentreFilters } from '../components/centre-filters';
import { CentreList } from '../components/centre-list';
import { CentreLoadMore } from '../components/centre-load-more';
import { CentreStats } from '../components/centre-stats';
import { useCentreActions } from '../hooks/use-centre-actions';
import {
  filterFromParams,
  filterToParams,
  isFiltered,
  toListFilter,
  type CentreFilter,
} from '../utils/centre-filter';
import {
  NOTIFICATION_TABS,
  groupNotifications,
  inTab,
  notificationStats,
  uniqueNotifications,
  type NotificationTab,
} from '../utils/grouping';
import '../notifications.css';

const TAB_PREFIX = 'notifications';

/** The notification centre: tabs, day groups, stats, read, delete, clear. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [confirmClear, setConfirmClear] = useState(false);
  const feedback = useFeedback();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const query = useMemo(() => toListFilter(filter), [filter]);
  const applyFilter = (next: CentreFilter) => setParams(filterToParams(next), { replace: true });
  const list = useNotificationPages(query);
  // Mark all and clear all act on every notification, whatever the filter shows.
  const unreadAll = useUnreadCount().data ?? 0;
  const actions = useCentreActions((error) => {
    console.error(error);
    feedback.failure(t('notifications.actionFailed'));
  });

  const all = useMemo(() => uniqueNotifications(list.data?.pages ?? []), [list.data]);
  const stats = useMemo(() => notificationStats(all), [all]);
  const sections = useMemo(
    () =>
      groupNotifications(
        all.filter((item) => inTab(tab, item)),
        new Date(),
      ),
    [all, tab],
  );

  return (
    <>
      <PageTitle
        actions={
          <CentreActions
            busy={actions.busy}
            canMarkAll={stats.unread > 0 || unreadAll > 0}
            canClear={all.length > 0 || isFiltered(filter)}
            onMarkAll={actions.markAll}
            onClear={() => setConfirmClear(true)}
          />
        }
      >
        {t('notifications.title')}
      </PageTitle>
      <Feedback message={feedback.message} testId="notifications" />
      <CentreFilters applied={filter} onApply={applyFilter} />
      <CentreStats stats={stats} />

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
        <CentreList
          pending={list.isPending}
          sections={sections}
          filtered={isFiltered(filter)}
          busy={actions.busy}
          onRead={actions.markRead}
          onDelete={actions.remove}
        />
        {list.hasNextPage && (
          <CentreLoadMore
            shown={all.length}
            count={list.data?.pages[0]?.count ?? 0}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
          />
        )}
      </TabPanel>

      <ConfirmDialog
        show={confirmClear}
        title={t('notifications.clearAllTitle')}
        body={t('notifications.clearAllBody')}
        confirmLabel={t('notifications.clearAll')}
        busy={actions.clearing}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => actions.clearAll(() => setConfirmClear(false))}
        testId="notifications-clear-dialog"
      />
    </>
  );
}
