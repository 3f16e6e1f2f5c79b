import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { capitalize, displayName, normalizeRole, type TUser } from '@mutabaa/shared';
import { LogoutIcon, UserIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';

/** The name (full name, else first and last, else e-mail, else "User") and the role. */
export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayName(user, t('roles.user'));
  const role = normalizeRole(user.role);
  const roleLabel = role ? t(`roles.${role}`) : capitalize(user.role);

  const onLogout = async () => {
    const { providerLogoutUrl } = await logout.mutateAsync();
    // The provider's sign-out is a page of its own: a full navigation, through the API.
    if (providerLogoutUrl) window.location.assign(providerLogoutUrl);
    else navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="light"
        id="user-menu-toggle"
        data-testid="user-menu"
        className="user-menu-toggle"
        aria-haspopup="menu"
      >
        <span className="user-avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <span className="user-menu-text">
          <span className="user-menu-name" data-testid="user-name">
            <bdi>{name}</bdi>
          </span>
          <span className="user-menu-role" data-testid="user-role" data-role={role ?? ''}>
            {roleLabel}
          </span>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm" role="menu">
        <Dropdown.Item
          as={Link}
          to={paths.settings.getHref()}
          role="menuitem"
          data-testid="profile-link"
        >
          <UserIcon className="me-2" />
          {t('layout.profile')}
        </Dropdown.Item>
        <Dropdown.Divider role="separator" />
        <Dropdown.Item
          as="button"
          type="button"
          role="menuitem"
          data-testid="logout"
          disabled={logout.isPending}
          onClick={() => void onLogout()}
        >
          <LogoutIcon className="me-2" />
          {t('layout.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
