import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { normalizeRole } from '@mutabaa/shared';
import { lazyPage } from '../../../lib/lazy-page';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs, type TabItem } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { ProfileTab } from '../components/profile-tab';

// Only admins download the administration screens.
const SystemSettingsTab = lazyPage(
  () => import('../components/branding/system-settings-tab'),
  'SystemSettingsTab',
);
const FormSettingsTab = lazyPage(
  () => import('../components/form-config/form-settings-tab'),
  'FormSettingsTab',
);

const SlaTab = lazyPage(() => import('../components/sla/sla-tab'), 'SlaTab');
const AllTokensTab = lazyPage(
  () => import('../components/api-tokens/all-tokens-tab'),
  'AllTokensTab',
);
const WebhooksTab = lazyPage(() => import('../components/webhooks/webhooks-tab'), 'WebhooksTab');

type TabId = 'profile' | 'branding' | 'form' | 'sla' | 'tokens' | 'webhooks';
const TAB_PREFIX = 'settings';

/**
 * Profile for everyone; System settings, Form settings, Service levels, everyone's API tokens
 * and Webhooks for admins (?tab=branding|form|sla|tokens|webhooks).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = normalizeRole(session.user?.role) === 'admin';

  const tabs: TabItem<TabId>[] = [
    { id: 'profile', label: t('settingsTabs.profile'), testId: 'settings-tab-profile' },
    ...(isAdmin
      ? ([
          { id: 'branding', label: t('settingsTabs.branding'), testId: 'settings-tab-branding' },
          { id: 'form', label: t('settingsTabs.form'), testId: 'settings-tab-form' },
          { id: 'sla', label: t('settingsTabs.sla'), testId: 'settings-tab-sla' },
          { id: 'tokens', label: t('settingsTabs.tokens'), testId: 'settings-tab-tokens' },
          { id: 'webhooks', label: t('settingsTabs.webhooks'), testId: 'settings-tab-webhooks' },
        ] as const)
      : []),
  ];
  const requested = params.get('tab');
  const active = tabs.find((tab) => tab.id === requested)?.id ?? 'profile';
  const select = (id: TabId) =>
    setParams(id === 'profile' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

  const title = isAdmin ? t('pages.systemSettings') : t('pages.profileSettings');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {tabs.length > 1 && (
        <Tabs tabs={tabs} active={active} onChange={select} label={title} idPrefix={TAB_PREFIX} />
      )}
      <TabPanel idPrefix={TAB_PREFIX} id={active}>
        <Suspense fallback={<PageSpinner />}>
          {active === 'profile' && <ProfileTab />}
          {active === 'branding' && <SystemSettingsTab />}
          {active === 'form' && <FormSettingsTab />}
          {active === 'sla' && <SlaTab />}
          {active === 'tokens' && <AllTokensTab />}
          {active === 'webhooks' && <WebhooksTab />}
        </Suspense>
      </TabPanel>
    </>
  );
}
