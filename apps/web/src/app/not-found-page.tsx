import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { LanguageToggle } from '../components/ui/language-toggle';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="auth-shell">
      <header className="auth-topbar justify-content-end">
        <LanguageToggle />
      </header>
      <main id="main-content" tabIndex={-1} className="container py-5 text-center">
        <p className="display-4 fw-bold mb-2" aria-hidden="true">
          404
        </p>
        <h1 className="h3">{t('notFound.title')}</h1>
        <p className="text-body-secondary">{t('notFound.text')}</p>
        <Link className="btn btn-primary" to={paths.dashboard.getHref()}>
          {t('notFound.home')}
        </Link>
      </main>
    </div>
  );
}
