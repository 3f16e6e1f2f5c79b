import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/use-translation';
import { useWorkload } from '../../../lib/workload';
import { ASSIGNMENT_TABS, tabFromUrl, type AssignmentTab } from '../api/assignment-params';
import { HistoryTab } from '../components/history-tab';
import { QueueTab } from '../components/queue-tab';
import { RulesTab } from '../components/rules-tab';
import { WorkloadTab } from '../components/workload-tab';

const ID_PREFIX = 'assignments';

/** Assignments (admin): the queue to hand out, the editors' workload, the history, the rules. */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const tab = tabFromUrl(url);
  // One workload request serves the board, the pickers and the history's person filter.
  const workload = useWorkload();
  const editors = workload.data ?? [];
  const tabs = ASSIGNMENT_TABS.map((id) => ({
    id,
    label: t(`assignments.tabs.${id}`),
    testId: `assignments-tab-${id}`,
  }));
  const panels: Record<AssignmentTab, React.ReactNode> = {
    queue: <QueueTab workload={editors} />,
    workload: <WorkloadTab query={workload} />,
    history: <HistoryTab workload={editors} />,
    rules: <RulesTab />,
  };

  return (
    <>
      <PageTitle>{t('pages.assignments')}</PageTitle>
      <Tabs
        tabs={tabs}
        active={tab}
        onChange={(next) => setUrl({ tab: next })}
        label={t('assignments.tabsLabel')}
        idPrefix={ID_PREFIX}
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {panels[tab]}
      </TabPanel>
    </>
  );
}
