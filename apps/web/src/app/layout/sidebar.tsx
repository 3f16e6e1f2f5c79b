import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { NavLink } from 'react-router';
import { APP_VERSION, badgeText } from '@mutabaa/shared';
import { CloseIcon } from '../../components/ui/icons';
import { logoOf, useBranding } from '../../lib/branding';
import { useSystemTitle } from '../../lib/use-language';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { navItemsFor } from './nav-items';

type SidebarProps = {
  role: unknown;
  open: boolean;
  onClose: () => void;
};

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The role's menu. Below 992px it is an overlay: opened from the header, closed by
 * navigating, by Escape, or by clicking the backdrop.
 */
export function Sidebar({ role, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const title = useSystemTitle();
  const branding = useBranding();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The same query as the bell's: polled every 30 s and updated at once by pushed events.
  const unreadCount = useUnreadCount().data ?? 0;
  const badge = badgeText(unreadCount);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  return (
    <>
      <aside id={SIDEBAR_ID} className={`app-sidebar${open ? ' is-open' : ''}`}>
        <div className="sidebar-head">
          <img
            src={logoOf(branding)}
            alt=""
            width={32}
            height={32}
            className="brand-logo"
            data-testid="brand-logo"
          />
          <span className="sidebar-brand">{title}</span>
          <button
            ref={closeRef}
            type="button"
            className="btn sidebar-close d-lg-none"
            aria-label={t('layout.closeMenu')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('layout.mainNav')} data-testid="sidebar" className="sidebar-nav">
          <ul className="list-unstyled mb-0">
            {navItemsFor(role).map(({ label, href, Icon, badge: hasBadge }) => (
              <li key={label}>
                <NavLink to={href} end className="sidebar-link">
                  <Icon />
                  <span className="sidebar-link-text">{t(`nav.${label}`)}</span>
                  {hasBadge && badge && (
                    <span className="badge rounded-pill text-bg-danger ms-auto">
                      <span aria-hidden="true">{badge}</span>
                      <span className="visually-hidden">
                        {t('layout.unread', { count: unreadCount })}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="sidebar-version">
            <span className="d-block" data-testid="company-name">
              {branding.company_name}
            </span>
            {t('common.version', { version: APP_VERSION })}
          </p>
        </nav>
      </aside>
      {open && <div className="sidebar-backdrop d-lg-none" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
