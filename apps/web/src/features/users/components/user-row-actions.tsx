import { useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import type { TManagedUser } from '@mutabaa/shared';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { availableActions, type UserAction } from '../utils/user-actions';

const DANGER: readonly UserAction[] = ['resetTwoFactor', 'deactivate', 'delete'];

type Props = {
  user: TManagedUser;
  name: string;
  onAction: (action: UserAction, user: TManagedUser) => void;
};

/** A row's menu: a button named after the user, its items reachable with the arrow keys. */
export function UserRowActions({ user, name, onAction }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const actions = availableActions(user, session.user?.id);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu lives at the end of the page: Tab leaves it from its button, as if it were there.
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Dropdown align="end" show={open} onToggle={setOpen}>
      <Dropdown.Toggle
        ref={toggle}
        variant="outline-secondary"
        size="sm"
        id={`user-actions-${user.id}`}
        aria-label={t('users.actions.for', { name })}
        aria-haspopup="menu"
        data-testid="user-actions"
      >
        {t('users.actions.menu')}
      </Dropdown.Toggle>
      {/* In the page's body, so the table's sideways scroll does not cut the menu off. */}
      {createPortal(
        <Dropdown.Menu className="shadow-sm" role="menu" onKeyDown={onMenuKey}>
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
        </Dropdown.Menu>,
        document.body,
      )}
    </Dropdown>
  );
}
