import type { TManagedUser } from '@mutabaa/shared';

/** How a user is named in labels and dialogs: the full name, else the e-mail address. */
export const userName = (user: TManagedUser) => user.full_name || user.email;

export type UserAction =
  'edit' | 'resend' | 'reset' | 'resetTwoFactor' | 'deactivate' | 'activate' | 'delete';

/**
 * The actions a row offers: an invitation is resent while it waits, a password reset goes
 * only to an active user who has one, two-factor sign-in is reset for another user who uses it
 * (an admin turns their own off in their profile), and only clients can be deleted (staff are
 * deactivated).
 */
export function availableActions(user: TManagedUser, selfId?: number): UserAction[] {
  const actions: UserAction[] = ['edit'];
  if (user.invitation_pending) actions.push('resend');
  if (user.is_active && !user.invitation_pending) actions.push('reset');
  if (user.two_factor_enabled && user.id !== selfId) actions.push('resetTwoFactor');
  actions.push(user.is_active ? 'deactivate' : 'activate');
  if (user.role === 'client') actions.push('delete');
  return actions;
}
