import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mutabaa-oidc-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sso = {
  OIDC_ISSUER: 'https://login.example.com/realms/staff/',
  OIDC_CLIENT_ID: 'mutabaa',
  OIDC_CLIENT_SECRET: 'a-secret',
  OIDC_DISPLAY_NAME: 'Keycloak',
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });
const refused = (env: Record<string, string>) => () => load(env);

describe('OIDC_* (single sign-on)', () => {
  it('is off without OIDC_ISSUER, password sign-in open to all', () => {
    const config = load({});
    expect(config.oidc).toBeUndefined();
    expect(config.passwordLogin).toBe(true);
    expect(load({ OIDC_ISSUER: '' }).oidc).toBeUndefined();
  });

  it('reads the documented defaults', () => {
    const config = load(sso);
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.com/realms/staff',
      clientId: 'mutabaa',
      clientSecret: 'a-secret',
      displayName: 'Keycloak',
      scopes: 'openid email profile',
      roleClaim: undefined,
      adminValues: [],
      editorValues: [],
      createUsers: false,
      allowedDomains: [],
    });
    expect(config.passwordLogin).toBe(true);
  });

  it('reads roles, creation, domains and the password switch', () => {
    const config = load({
      ...sso,
      OIDC_SCOPES: 'openid email profile roles',
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_ADMIN_VALUES: 'mutabaa-admin, it-admins',
      OIDC_EDITOR_VALUES: 'mutabaa-editor',
      OIDC_CREATE_USERS: 'true',
      OIDC_ALLOWED_DOMAINS: 'Ministry.gov.example, staff.example',
      OIDC_PASSWORD_LOGIN: 'false',
    });
    expect(config.oidc).toMatchObject({
      scopes: 'openid email profile roles',
      roleClaim: 'realm_access.roles',
      adminValues: ['mutabaa-admin', 'it-admins'],
      editorValues: ['mutabaa-editor'],
      createUsers: true,
      allowedDomains: ['ministry.gov.example', 'staff.example'],
    });
    expect(config.passwordLogin).toBe(false);
    expect(load({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuses to start with a message naming each wrong or missing value', () => {
    expect(refused({ OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_ISSUER: required when OIDC_CLIENT_ID is set/,
    );
    expect(refused({ OIDC_PASSWORD_LOGIN: 'false' })).toThrow(/OIDC_ISSUER: required/);
    expect(refused({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID: required with OIDC_ISSUER\n {2}OIDC_CLIENT_SECRET: required with OIDC_ISSUER\n {2}OIDC_DISPLAY_NAME: required/,
    );
    expect(refused({ ...sso, OIDC_ISSUER: 'login.example.com' })).toThrow(
      /OIDC_ISSUER: must be a URL/,
    );
    expect(refused({ ...sso, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ URL/,
    );
    expect(refused({ ...sso, OIDC_SCOPES: 'email profile' })).toThrow(
      /OIDC_SCOPES: must include openid/,
    );
    expect(refused({ ...sso, OIDC_SCOPES: 'openid profile' })).toThrow(
      /OIDC_SCOPES: must include email/,
    );
    expect(refused({ ...sso, OIDC_ADMIN_VALUES: 'admins' })).toThrow(
      /OIDC_ROLE_CLAIM: required when OIDC_ADMIN_VALUES or OIDC_EDITOR_VALUES is set/,
    );
    expect(refused({ ...sso, OIDC_ROLE_CLAIM: 'groups' })).toThrow(
      /OIDC_ADMIN_VALUES, OIDC_EDITOR_VALUES: set at least one/,
    );
    expect(
      refused({
        ...sso,
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ADMIN_VALUES: 'a',
        OIDC_EDITOR_VALUES: 'a',
      }),
    ).toThrow(/a in both/);
    expect(refused({ ...sso, OIDC_CREATE_USERS: 'yes' })).toThrow(
      /OIDC_CREATE_USERS: must be true or false/,
    );
    expect(refused({ ...sso, OIDC_PASSWORD_LOGIN: 'off' })).toThrow(/OIDC_PASSWORD_LOGIN/);
    expect(refused({ ...sso, OIDC_ALLOWED_DOMAINS: 'staff.example, not a domain' })).toThrow(
      /OIDC_ALLOWED_DOMAINS: not a domain: not a domain/,
    );
    expect(refused({ ...sso, OIDC_DISPLAY_NAME: 'x'.repeat(61) })).toThrow(ConfigError);
  });
});
