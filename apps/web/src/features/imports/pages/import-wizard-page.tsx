import { useTranslation } from '../../../lib/use-translation';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function ImportWizardPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.bulkImport')} />;
}
