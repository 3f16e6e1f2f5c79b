import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/** The same file (by content) was imported before: importing it again would duplicate it. */
export function AlreadyImportedNote({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = formatNumber(id, language);
  return (
    <div className="alert alert-warning" role="alert" data-testid="import-already">
      <p className="mb-1 fw-semibold">{t('imports.already.title')}</p>
      <p className="mb-2">{t('imports.already.body', { id: number })}</p>
      <Link
        to={paths.importWizard.getHref(id)}
        className="alert-link"
        data-testid="import-already-link"
      >
        {t('imports.already.open', { id: number })}
      </Link>
    </div>
  );
}
