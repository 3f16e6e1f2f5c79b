import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { LanguageToggle } from './ui/language-toggle';
import { paths } from '../config/paths';
import { logoOf, useBranding } from '../lib/branding';
import { useSystemTitle } from '../lib/use-language';
import { useDateStyle } from '../lib/date-style';
import { setReaderDigits } from '../lib/numbers';

/** The frame of the public screens: brand, language toggle, and the main region. */
export function PublicShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  // Before the page below draws, so that its numbers are in the reader's digits.
  setReaderDigits(useDateStyle().digits);
  const title = useSystemTitle();
  const branding = useBranding();
  return (
    <div className="auth-shell">
      <a className="visually-hidden-focusable skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <header className="auth-topbar">
        <Link to={paths.login.getHref()} className="auth-brand">
          <img
            src={logoOf(branding)}
            alt=""
            width={32}
            height={32}
            className="brand-logo"
            data-testid="brand-logo"
          />
          <span data-testid="system-title">{title}</span>
        </Link>
        <LanguageToggle />
      </header>
      <main id="main-content" tabIndex={-1} className={`auth-main${wide ? ' auth-main-wide' : ''}`}>
        {children}
      </main>
      <footer className="auth-footer" data-testid="company-name">
        {branding.company_name}
      </footer>
    </div>
  );
}
