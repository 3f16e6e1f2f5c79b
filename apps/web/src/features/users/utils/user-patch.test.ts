import { describe, expect, it } from 'vitest';
import type { TManagedUser } from '@mutabaa/shared';
import { changedFields, deactivates, editableOf } from './user-patch';

const mona: TManagedUser = {
  id: 3,
  email: 'mona@example.com',
  full_name: 'Mona Saleh',
  first_name: 'Mona',
  last_name: 'Saleh',
  phone_number: '',
  company_name: 'Acme',
  language_preference: 'ar',
  role: 'editor',
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

describe('the edit dialog’s PATCH', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(mona, editableOf(mona))).toEqual({});
  });

  it('holds only the changed fields', () => {
    const values = {
      ...editableOf(mona),
      phone_number: '+966 50 000 0000',
      role: 'admin' as const,
    };
    expect(changedFields(mona, values)).toEqual({
      phone_number: '+966 50 000 0000',
      role: 'admin',
    });
  });

  it('says when it deactivates, and not when it activates or leaves the state alone', () => {
    const off = changedFields(mona, { ...editableOf(mona), is_active: false });
    expect(off).toEqual({ is_active: false });
    expect(deactivates(off)).toBe(true);
    expect(deactivates(changedFields(mona, { ...editableOf(mona), first_name: 'Muna' }))).toBe(
      false,
    );
    const away = { ...mona, is_active: false };
    expect(deactivates(changedFields(away, { ...editableOf(away), is_active: true }))).toBe(false);
  });
});
