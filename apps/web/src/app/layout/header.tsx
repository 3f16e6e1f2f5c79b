import type { Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { TUser } from '@mutabaa/shared';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { MenuIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSystemTitle } from '../../lib/use-language';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './search-box';
import { SIDEBAR_ID } from './sidebar';
import { UserMenu } from './user-menu';

type HeaderProps = {
  user: TUser;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

export function Header({ user, sidebarOpen, onOpenSidebar, menuButtonRef }: HeaderProps) {
  const { t } = useTranslation();
  const title = useSystemTitle();
  return (
    <header className="app-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-light header-icon-btn d-lg-none"
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        aria-label={t('layout.openMenu')}
        data-testid="sidebar-toggle"
        onClick={onOpenSidebar}
      >
        <MenuIcon />
      </button>
      <Link to={paths.dashboard.getHref()} className="app-title" data-testid="system-title">
        {title}
      </Link>
      <SearchBox className="header-search" />
      <div className="header-actions">
        <NotificationBell />
        <LanguageToggle className="btn btn-light header-lang" />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
