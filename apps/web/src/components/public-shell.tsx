import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { LanguageToggle } from './ui/language-toggle';
import { paths } from '../config/paths';
import { useSystemTitle } from '../lib/use-language';
import logoUrl from '../assets/logo.svg';

/** The frame of the public screens: brand, language toggle, and the main region. */
export function PublicShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const title = useSystemTitle();
  return (
    <div className="auth-shell">
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <header className="auth-topbar">
        <Link to={paths.login.getHref()} className="auth-brand">
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>{title}</span>
        </Link>
        <LanguageToggle />
      </header>
      <main id="main-content" tabIndex={-1} className={`auth-main${wide ? ' auth-main-wide' : ''}`}>
        {children}
      </main>
    </div>
  );
}
