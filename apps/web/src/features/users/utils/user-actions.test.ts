import { describe, expect, it } from 'vitest';
import type { TManagedUser } from '@mutabaa/shared';
import { availableActions } from './user-actions';

const base: TManagedUser = {
  id: 1,
  email: 'a@example.com',
  full_name: 'A B',
  first_name: 'A',
  last_name: 'B',
  phone_number: '',
  company_name: '',
  language_preference: 'en',
  role: 'client',
  is_active: true,
  email_verified: true,
  date_joined: '2026-01-01T00:00:00Z',
  calendar: null,
  digits: null,
  last_login: null,
  invitation_pending: false,
  is_available: true,
  two_factor_enabled: false,
};

describe('the actions of a row', () => {
  it('offers a password reset to an active user, and delete to a client', () => {
    expect(availableActions(base)).toEqual(['edit', 'reset', 'deactivate', 'delete']);
  });

  it('offers to resend a pending invitation instead of a password reset', () => {
    expect(availableActions({ ...base, role: 'editor', invitation_pending: true })).toEqual([
      'edit',
      'resend',
      'deactivate',
    ]);
  });

  it('offers to activate an inactive user, without a password reset', () => {
    expect(availableActions({ ...base, role: 'admin', is_active: false })).toEqual([
      'edit',
      'activate',
    ]);
  });

  it('offers to reset two-factor sign-in of another user who uses it, never of oneself', () => {
    const user = { ...base, id: 7, role: 'editor' as const, two_factor_enabled: true };
    expect(availableActions(user, 1)).toEqual(['edit', 'reset', 'resetTwoFactor', 'deactivate']);
    expect(availableActions(user, 7)).toEqual(['edit', 'reset', 'deactivate']);
    expect(availableActions({ ...user, two_factor_enabled: false }, 1)).not.toContain(
      'resetTwoFactor',
    );
  });
});
