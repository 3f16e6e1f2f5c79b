import { describe, expect, it } from 'vitest';
import { badgeText, capitalize, displayName } from './user.js';

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ full_name: 'Sara Ali', first_name: 'X', email: 'a@b.c' })).toBe(
      'Sara Ali',
    );
  });
  it('falls back to first and last name', () => {
    expect(displayName({ full_name: '  ', first_name: 'Omar', last_name: 'Haddad' })).toBe(
      'Omar Haddad',
    );
    expect(displayName({ first_name: '', last_name: 'Haddad' })).toBe('Haddad');
  });
  it('falls back to e-mail, then "User"', () => {
    expect(displayName({ email: 'x@example.com' })).toBe('x@example.com');
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('badgeText', () => {
  it('caps at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});

describe('capitalize', () => {
  it('capitalises a role', () => {
    expect(capitalize('editor')).toBe('Editor');
    expect(capitalize('ADMIN')).toBe('Admin');
    expect(capitalize(undefined)).toBe('');
  });
});
