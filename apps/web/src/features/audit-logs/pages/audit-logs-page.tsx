import { useTranslation } from '../../../lib/use-translation';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function AuditLogsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.auditLogs')} />;
}
