import { describe, expect, it } from 'vitest';
import type { OidcConfig } from '../../config.js';
import { roleFromClaims, SsoRefusal, verifiedEmail } from './provider-users.js';

const settings: OidcConfig = {
  issuer: 'https://idp.example',
  clientId: 'c',
  clientSecret: 's',
  displayName: 'IdP',
  scopes: 'openid email profile',
  roleClaim: 'realm_access.roles',
  adminValues: ['mutabaa-admin'],
  editorValues: ['mutabaa-editor', 'clerks'],
  createUsers: false,
  allowedDomains: ['staff.example'],
};

describe('roleFromClaims', () => {
  it('reads a list or a string, by name or by a dotted path, admin before editor', () => {
    const keycloak = { realm_access: { roles: ['offline_access', 'clerks'] } };
    expect(roleFromClaims(settings, keycloak)).toBe('editor');
    const both = { realm_access: { roles: ['clerks', 'mutabaa-admin'] } };
    expect(roleFromClaims(settings, both)).toBe('admin');
    expect(roleFromClaims({ ...settings, roleClaim: 'roles' }, { roles: 'clerks' })).toBe('editor');
    // A claim named with a dot wins over the path (some providers use URLs as names).
    const named = { 'https://x.example/roles': ['mutabaa-admin'] };
    expect(roleFromClaims({ ...settings, roleClaim: 'https://x.example/roles' }, named)).toBe(
      'admin',
    );
  });

  it('makes anyone else a client, whatever the claim holds', () => {
    for (const claims of [{}, { realm_access: null }, { realm_access: { roles: [1, {}] } }]) {
      expect(roleFromClaims(settings, claims)).toBe('client');
    }
  });
});

describe('verifiedEmail', () => {
  const refusal = (claims: Record<string, unknown>) => {
    try {
      verifiedEmail(settings, { sub: 'x', ...claims });
    } catch (error) {
      return error instanceof SsoRefusal ? error.code : error;
    }
    return undefined;
  };

  it('takes only an address the provider marks verified, in an allowed domain', () => {
    expect(
      verifiedEmail(settings, { sub: 'x', email: ' A@Staff.Example ', email_verified: true }),
    ).toBe('a@staff.example');
    expect(refusal({ email: 'a@staff.example' })).toBe('sso_email_unverified');
    expect(refusal({ email: 'a@staff.example', email_verified: false })).toBe(
      'sso_email_unverified',
    );
    expect(refusal({ email_verified: true })).toBe('sso_email_unverified');
    expect(refusal({ email: 'a@staff.example.evil', email_verified: true })).toBe(
      'sso_domain_not_allowed',
    );
    expect(refusal({ email: 'a@sub.staff.example', email_verified: true })).toBe(
      'sso_domain_not_allowed',
    );
  });
});
