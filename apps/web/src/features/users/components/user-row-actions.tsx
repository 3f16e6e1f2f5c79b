import Dropdown from 'react-bootstrap/Dropdown';
import type { TManagedUser } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { availableActions, type UserAction } from './user-actions';

const DANGER: readonly UserAction[] = ['deactivate', 'delete'];

type Props = {
  user: TManagedUser;
  name: string;
  onAction: (action: UserAction, user: TManagedUser) => void;
};

/** A row's menu: a button named after the user, its items reachable with the arrow keys. */
export function UserRowActions({ user, name, onAction }: Props) {
  const { t } = useTranslation();
  const actions = availableActions(user);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-secondary"
        size="sm"
        id={`user-actions-${user.id}`}
        aria-label={t('users.actions.for', { name })}
        aria-haspopup="menu"
        data-testid="user-actions"
      >
        {t('users.actions.menu')}
      </Dropdown.Toggle>
      {/* Fixed, so the menu is not cut off by the table's sideways scroll. */}
      <Dropdown.Menu className="shadow-sm" role="menu" popperConfig={{ strategy: 'fixed' }}>
        {actions.map((action) => (
          <Dropdown.Item
            key={action}
            as="button"
            type="button"
            role="menuitem"
            className={DANGER.includes(action) ? 'text-danger' : undefined}
            onClick={() => onAction(action, user)}
            data-testid={`user-action-${action}`}
          >
            {t(`users.actions.${action}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
