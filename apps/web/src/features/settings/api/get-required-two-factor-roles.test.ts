import { describe, expect, it } from 'vitest';
import { requiredRolesOf } from './get-required-two-factor-roles';

const setting = (value: unknown) => ({ key: 'REQUIRE_2FA_ROLES', value, updated_at: null });

describe('requiredRolesOf', () => {
  it('reads the roles of the setting', () => {
    expect(requiredRolesOf([setting(['admin', 'editor'])])).toEqual(['admin', 'editor']);
  });
  it('answers none when the setting is absent or not a list of roles', () => {
    expect(requiredRolesOf([])).toEqual([]);
    expect(requiredRolesOf([setting('admin')])).toEqual([]);
    expect(requiredRolesOf([setting(['root'])])).toEqual([]);
  });
});
