import { createHash, randomBytes } from 'node:crypto';
import type { TOidcConfigResponse } from '@mutabaa/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { findUserById } from '../users/index.js';
import {
  deleteExpired,
  insertHandoff,
  insertSignIn,
  takeHandoff,
  takeSignIn,
} from './oidc.repository.js';
import { ProviderUnavailable, type OidcProvider } from './provider.js';
import { SsoRefusal, userOfClaims } from './provider-users.js';
import type { Actor } from '../../lib/actor.js';

/** How long a sign-in may stay at the provider (typing a password, a second factor there). */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** How long the web app has to exchange the code it was sent back with. */
export const HANDOFF_TTL_MS = 60_000;

export type OpenSignIn = (
  tx: Executor,
  user: UserRow,
  how: Record<string, unknown>,
) => Promise<{ access: string; refresh: string }>;

export type SsoDeps = {
  db: Db;
  /** Undefined: single sign-on is off (no OIDC_ISSUER). */
  provider?: OidcProvider;
  publicUrl: string;
  /** False (OIDC_PASSWORD_LOGIN=false): the password form is for admins only. */
  passwordLogin(): boolean;
  /** auth's session of a passed sign-in (recorded and audited as auth.login_succeeded). */
  openSignIn: OpenSignIn;
  /** What a user the provider no longer names as staff leaves behind. */
  applications: SsoApplicationsPort;
  log: FastifyBaseLogger;
};

/** What single sign-on needs of applications (given, as to User Management). */
export type SsoApplicationsPort = {
  heldApplicationIds(tx: Executor, userIds: number[]): Promise<number[]>;
  handOver(tx: Executor, ids: number[], to: number | null, actor: Actor): Promise<number>;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Single sign-on with OpenID Connect, authorization code flow with PKCE: the sign-in sent to
 * the provider, its callback (the user found, created or refused) and the one-time code the
 * web app exchanges for the login response. The provider owns the second factor: a user signed
 * in through it is not asked for Mutabaa's TOTP.
 */
export class SsoService {
  constructor(private readonly deps: SsoDeps) {}

  get loginPage(): string {
    return `${this.deps.publicUrl}/login`;
  }

  settings(): TOidcConfigResponse {
    const { provider } = this.deps;
    return {
      enabled: provider !== undefined,
      display_name: provider?.settings.displayName ?? null,
      available: provider?.ready ?? false,
      password_login: this.deps.passwordLogin(),
      end_session: provider?.endSessionUrl(this.loginPage) !== undefined,
    };
  }

  /** The provider's sign-out page, or the sign-in page when it has none. */
  logoutUrl(): string {
    return this.deps.provider?.endSessionUrl(this.loginPage) ?? this.loginPage;
  }

  /**
   * A new sign-in: its state, nonce and PKCE verifier kept (single use, 10 minutes), and the
   * provider's URL to send the browser to. The state also goes to the browser's cookie. When
   * single sign-on is off or its provider not reached, the sign-in page with its error.
   */
  async begin(): Promise<{ url: string; state?: string }> {
    const { provider, db } = this.deps;
    const unavailable = { url: `${this.loginPage}?sso_error=sso_unavailable` };
    if (!provider?.ready) return unavailable;
    const checks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = await provider.authorizationUrl(checks);
    await deleteExpired(db);
    await insertSignIn(db, {
      stateHash: sha256(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
    });
    return { url, state: checks.state };
  }

  /**
   * The provider's answer: where to send the browser. On success the web app's sign-in page
   * with a one-time code (never a token in a URL); on any failure the same page with an error
   * code, audited as a refused sign-in.
   */
  async complete(callbackUrl: URL, browserState: string | undefined, ip: string): Promise<string> {
    try {
      const code = await this.completeOrRefuse(callbackUrl, browserState, ip);
      return `${this.loginPage}?sso=${encodeURIComponent(code)}`;
    } catch (error) {
      const refusal =
        error instanceof SsoRefusal
          ? error
          : error instanceof ProviderUnavailable
            ? new SsoRefusal('sso_unavailable')
            : new SsoRefusal('sso_failed', { reason: this.reasonOf(error) });
      // With single sign-on off there is no sign-in to speak of: nothing to audit.
      if (this.deps.provider) await this.auditRefusal(refusal);
      return `${this.loginPage}?sso_error=${refusal.code}`;
    }
  }

  private async completeOrRefuse(callbackUrl: URL, browserState: string | undefined, ip: string) {
    const { db } = this.deps;
    const provider = this.deps.provider;
    if (!provider) throw new SsoRefusal('sso_unavailable');
    const state = callbackUrl.searchParams.get('state') ?? '';
    // The state must be the one this browser was sent off with: a callback carried to another
    // browser (login CSRF) or altered is refused. Without the cookie (10 minutes, cleared by
    // the callback) the sign-in expired or was already used.
    if (!state) throw new SsoRefusal('sso_state_invalid');
    if (!browserState) throw new SsoRefusal('sso_expired');
    if (state !== browserState) throw new SsoRefusal('sso_state_invalid');
    const signIn = await takeSignIn(db, sha256(state));
    if (!signIn) throw new SsoRefusal('sso_expired');
    const error = callbackUrl.searchParams.get('error');
    if (error) throw new SsoRefusal('sso_denied', { reason: error.slice(0, 100) });
    const claims = await provider.claimsOf(callbackUrl, {
      state,
      nonce: signIn.nonce,
      codeVerifier: signIn.codeVerifier,
    });
    return db.transaction(async (tx) => {
      const { applications } = this.deps;
      const user = await userOfClaims(tx, provider.settings, claims, async (tx, user) => {
        const held = await applications.heldApplicationIds(tx, [user.id]);
        return applications.handOver(tx, held, null, { user, ip });
      });
      const code = randomBytes(32).toString('base64url');
      await insertHandoff(tx, {
        codeHash: sha256(code),
        userId: user.id,
        expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
      });
      return code;
    });
  }

  /** Why the provider's answer was refused, for the log and the audit entry (no secrets). */
  private reasonOf(error: unknown): string {
    // openid-client's errors say "invalid response encountered"; the cause says what was wrong.
    const causes: string[] = [];
    for (let e: unknown = error; e instanceof Error && causes.length < 3; e = e.cause) {
      causes.push(e.message);
    }
    const message = causes.join(': ');
    this.deps.log.warn({ err: error }, 'single sign-on callback refused');
    return message.slice(0, 200);
  }

  private async auditRefusal(refusal: SsoRefusal) {
    await writeAuditLog(this.deps.db, {
      actorId: null,
      action: 'auth.login_failed',
      entityType: 'user',
      entityId: refusal.detail.userId ? String(refusal.detail.userId) : null,
      changes: {
        method: 'oidc',
        reason: refusal.code,
        ...(refusal.detail.email ? { email: refusal.detail.email } : {}),
        ...(refusal.detail.reason ? { detail: refusal.detail.reason } : {}),
      },
    });
  }

  /** The login response for the callback's one-time code: used once, within a minute. */
  async exchange(code: string): Promise<{ access: string; refresh: string; user: UserRow }> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const userId = await takeHandoff(tx, sha256(code));
      const user = userId === undefined ? undefined : await findUserById(tx, userId);
      if (!user) throw new AppError(400, 'sso_code_invalid');
      // Deactivated between the callback and now.
      if (!user.isActive) throw new AppError(403, 'account_disabled');
      const session = await this.deps.openSignIn(tx, user, { method: 'oidc' });
      return { ...session, user };
    });
  }
}
