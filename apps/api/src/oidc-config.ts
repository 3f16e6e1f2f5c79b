import { isIP } from 'node:net';

/** Single sign-on with OpenID Connect (docs/operations/single-sign-on.md); from OIDC_*. */
export type OidcConfig = {
  /** The issuer's URL; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's text: "Sign in with <displayName>". */
  displayName: string;
  scopes: string;
  /** The ID token's claim that holds the role values; undefined: roles are Mutabaa's own. */
  roleClaim?: string;
  adminValues: string[];
  editorValues: string[];
  /** Create a client account for a verified address Mutabaa does not know. */
  createUsers: boolean;
  /** Lower-case domains an address must belong to; empty: any. */
  allowedDomains: string[];
};

const OIDC_VARIABLES = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_DISPLAY_NAME',
  'OIDC_SCOPES',
  'OIDC_ROLE_CLAIM',
  'OIDC_ADMIN_VALUES',
  'OIDC_EDITOR_VALUES',
  'OIDC_CREATE_USERS',
  'OIDC_ALLOWED_DOMAINS',
  'OIDC_PASSWORD_LOGIN',
] as const;

type OidcEnv = Partial<Record<(typeof OIDC_VARIABLES)[number], string>>;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function isLoopbackName(hostname: string): boolean {
  const name = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/** A yes/no variable: undefined when unset, a problem line when it is neither. */
function flag(env: OidcEnv, name: keyof OidcEnv, problems: string[]): boolean | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  problems.push(`${name}: must be true or false`);
  return undefined;
}

function checkIssuer(value: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push('OIDC_ISSUER: must be a URL, e.g. https://login.example.com/realms/staff');
    return value;
  }
  // Tokens and the client secret travel to it: only this machine may be spoken to in clear.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackName(url.hostname))) {
    problems.push('OIDC_ISSUER: must be an https:// URL (http:// only on this machine)');
  }
  if (url.search || url.hash) problems.push('OIDC_ISSUER: no query or fragment');
  return value.replace(/\/+$/, '');
}

/**
 * Reads the OIDC_* variables (empty ones count as unset). Undefined `oidc` means single sign-on
 * is off; `passwordLogin` false leaves password sign-in to admins. Every problem is a line
 * naming its variable.
 */
export function readOidcConfig(env: OidcEnv): {
  oidc?: OidcConfig;
  passwordLogin: boolean;
  problems: string[];
} {
  const problems: string[] = [];
  const get = (name: keyof OidcEnv) => env[name]?.trim() || undefined;
  const createUsers = flag(env, 'OIDC_CREATE_USERS', problems);
  const passwordLogin = flag(env, 'OIDC_PASSWORD_LOGIN', problems);
  const issuer = get('OIDC_ISSUER');
  if (!issuer) {
    const set = OIDC_VARIABLES.filter((name) => get(name));
    if (set.length) problems.push(`OIDC_ISSUER: required when ${set.join(', ')} is set`);
    return { passwordLogin: true, problems };
  }
  for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_DISPLAY_NAME'] as const) {
    if (!get(name)) problems.push(`${name}: required with OIDC_ISSUER`);
  }
  const displayName = get('OIDC_DISPLAY_NAME') ?? '';
  if (displayName.length > 60) problems.push('OIDC_DISPLAY_NAME: 60 characters at most');
  const scopes = (get('OIDC_SCOPES') ?? 'openid email profile').split(/\s+/);
  if (!scopes.includes('openid')) problems.push('OIDC_SCOPES: must include openid');
  if (!scopes.includes('email')) {
    problems.push('OIDC_SCOPES: must include email (users are matched by verified e-mail)');
  }
  const roleClaim = get('OIDC_ROLE_CLAIM');
  const adminValues = list(env.OIDC_ADMIN_VALUES);
  const editorValues = list(env.OIDC_EDITOR_VALUES);
  if (!roleClaim && (adminValues.length || editorValues.length)) {
    problems.push('OIDC_ROLE_CLAIM: required when OIDC_ADMIN_VALUES or OIDC_EDITOR_VALUES is set');
  }
  if (roleClaim && !adminValues.length && !editorValues.length) {
    problems.push('OIDC_ADMIN_VALUES, OIDC_EDITOR_VALUES: set at least one with OIDC_ROLE_CLAIM');
  }
  const both = adminValues.filter((v) => editorValues.includes(v));
  if (both.length) {
    problems.push(`OIDC_ADMIN_VALUES, OIDC_EDITOR_VALUES: ${both.join(', ')} in both`);
  }
  const allowedDomains = list(env.OIDC_ALLOWED_DOMAINS).map((d) => d.toLowerCase());
  const badDomains = allowedDomains.filter((d) => !DOMAIN.test(d));
  if (badDomains.length) {
    problems.push(`OIDC_ALLOWED_DOMAINS: not a domain: ${badDomains.join(', ')}`);
  }
  return {
    oidc: {
      issuer: checkIssuer(issuer, problems),
      clientId: get('OIDC_CLIENT_ID') ?? '',
      clientSecret: get('OIDC_CLIENT_SECRET') ?? '',
      displayName,
      scopes: scopes.join(' '),
      roleClaim,
      adminValues,
      editorValues,
      createUsers: createUsers ?? false,
      allowedDomains,
    },
    passwordLogin: passwordLogin ?? true,
    problems,
  };
}
