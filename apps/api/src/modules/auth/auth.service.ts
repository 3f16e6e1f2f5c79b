import type { JWT } from '@fastify/jwt';
import type {
  Language,
  TChangePasswordRequest,
  TRegisterRequest,
  TResetPasswordConfirmRequest,
} from '@mutabaa/shared';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { notifyRegistration } from '../notifications/index.js';
import type { SignInChallenges } from '../two-factor/index.js';
import { getSetting, REQUIRE_EMAIL_VERIFICATION } from '../settings/index.js';
import {
  findUserByEmail,
  findUserById,
  insertUserWithNewId,
  normalizeEmail,
  recordSignIn,
  updateUser,
} from '../users/index.js';
import { hashEmailToken } from './email-tokens.js';
import { readToken, signToken } from './jwt-tokens.js';
import { mailLink } from './mail-links.js';
import { endSession, endUserSessions } from './sessions.js';
import {
  consumeEmailToken,
  insertRefreshToken,
  isRefreshTokenActive,
  openSessions as findOpenSessions,
} from './tokens.repository.js';

export type RequestContext = { ip: string; lang: Language };

/**
 * Of the given sessions (refresh token jtis), the ones still open, with their user's token
 * version, for users still active.
 */
export function openSessions(db: Executor, sessionIds: string[]): Promise<Map<string, number>> {
  return findOpenSessions(db, sessionIds);
}

/**
 * The address a failed sign-in tried, as the log keeps it: only when it has the shape of one,
 * since a password typed into the address field must not reach the log.
 */
function triedEmail(email: string): string | null {
  const normalized = normalizeEmail(email);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized) ? normalized : null;
}

export class AuthService {
  constructor(
    private readonly deps: {
      db: Db;
      jwt: JWT;
      mail: MailQueue;
      config: Config;
      challenges: SignInChallenges;
    },
  ) {}

  async requiresVerification(): Promise<boolean> {
    return (await getSetting<boolean>(this.deps.db, REQUIRE_EMAIL_VERIFICATION, true)) !== false;
  }

  /**
   * Checks credentials; throws `invalid_credentials` for a wrong address or password. Every
   * outcome is audited: a success with the session it opens, a failure on its own (the caller
   * lets only as many attempts through as its rate limits allow, and a refused one never
   * gets here). A user with two-factor sign-in, or whose role requires it, gets the token of
   * the second step instead of a session.
   */
  async login(email: string, password: string) {
    const { db } = this.deps;
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash, password);
    const refuse = async (status: 401 | 403, code: string) => {
      await writeAuditLog(db, {
        // Nobody has proven who they are: the attempt names the account, not an actor.
        actorId: null,
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: user ? String(user.id) : null,
        changes: { email: triedEmail(email), reason: code },
      });
      return new AppError(status, code);
    };
    // A pending invitation is not told apart: an invitee's wrong password gets the answer and
    // the hash work of anyone's (without a password of their own, the dummy hash's, as for an
    // unknown address). The invitation mail is what tells them how to begin.
    if (!user || !valid) throw await refuse(401, 'invalid_credentials');
    if (!user.isActive) throw await refuse(403, 'account_disabled');
    // OIDC_PASSWORD_LOGIN=false: staff sign in through the provider; admins keep the password
    // as a way in while it is down. Told only after the right password, like the others.
    if (this.deps.config.passwordLogin === false && user.role !== 'admin') {
      throw await refuse(403, 'password_login_disabled');
    }
    if (!user.emailVerified && (await this.requiresVerification())) {
      throw await refuse(403, 'email_not_verified');
    }
    const step = await this.deps.challenges.challengeFor(db, user);
    if (step) return step;
    const session = await db.transaction((tx) => this.openSignIn(tx, user));
    return { ...session, user };
  }

  /** The session of a sign-in that passed, recorded and audited in `tx` (`how`: its factor). */
  async openSignIn(tx: Executor, user: UserRow, how: Record<string, unknown> = {}) {
    const opened = await this.openSession(tx, user);
    await recordSignIn(tx, user.id);
    await writeAuditLog(tx, {
      actorId: user.id,
      action: 'auth.login_succeeded',
      entityType: 'user',
      entityId: String(user.id),
      changes: { email: user.email, ...how },
    });
    return opened;
  }

  /** A new session of `user`: a recorded refresh token and an access token naming it. */
  private async openSession(db: Executor, user: UserRow) {
    const { jwt } = this.deps;
    const refresh = signToken(jwt, user, 'refresh');
    await insertRefreshToken(db, {
      jti: refresh.jti,
      userId: user.id,
      expiresAt: refresh.expiresAt,
    });
    return { access: signToken(jwt, user, 'access', refresh.jti).token, refresh: refresh.token };
  }

  /**
   * A new access token for a recorded, unrevoked refresh token of the user's current token
   * version; the refresh token stays.
   */
  async refresh(refreshToken: string) {
    const { db, jwt } = this.deps;
    const claims = readToken(jwt, refreshToken, 'refresh');
    const invalid = () => new AppError(401, 'token_invalid');
    if (!claims) throw invalid();
    if (!(await isRefreshTokenActive(db, claims.jti, claims.user_id))) throw invalid();
    const user = await findUserById(db, claims.user_id);
    if (!user || !user.isActive || user.tokenVersion !== claims.ver) throw invalid();
    return { access: signToken(jwt, user, 'access', claims.jti).token };
  }

  /** Ends the session of `refreshToken`; audited once, when it was still open. */
  async logout(refreshToken: string | undefined) {
    if (!refreshToken) return;
    const claims = readToken(this.deps.jwt, refreshToken, 'refresh');
    if (!claims) return;
    await this.deps.db.transaction(async (tx) => {
      if (!(await endSession(tx, claims.jti))) return;
      await writeAuditLog(tx, {
        actorId: claims.user_id,
        action: 'auth.logout',
        entityType: 'user',
        entityId: String(claims.user_id),
        changes: {},
      });
    });
  }

  /**
   * Registers a client. An address already in use gets the same answer as a new one (201, a
   * user of the same shape, an id drawn from the same sequence, the password hashed alike),
   * so the answer does not tell who has an account; the owner is mailed instead, at most as
   * often as `mayMailOwner` allows.
   */
  async register(
    input: TRegisterRequest,
    ctx: RequestContext & { mayMailOwner(): Promise<boolean> },
  ) {
    const passwordHash = await hashPassword(input.password);
    const values: NewUserRow = {
      email: normalizeEmail(input.email),
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      fullName: `${input.first_name} ${input.last_name}`.trim(),
      phoneNumber: input.phone_number ?? '',
      companyName: input.company_name ?? '',
      languagePreference: input.language_preference ?? ctx.lang,
      role: 'client',
      emailVerified: false,
    };
    const user = await this.deps.db.transaction(async (tx) => {
      const { id, user: created } = await insertUserWithNewId(tx, values);
      if (!created) {
        await this.tellOwner(tx, values.email, ctx);
        return this.unsavedUser(id, values);
      }
      await writeAuditLog(tx, {
        actorId: created.id,
        action: 'user.registered',
        entityType: 'user',
        entityId: String(created.id),
        changes: { email: created.email, role: created.role },
        ip: ctx.ip,
      });
      await mailLink(this.deps, tx, created, 'verify_email');
      await notifyRegistration(
        tx,
        { mail: this.deps.mail, publicUrl: this.deps.config.publicUrl },
        created,
      );
      return created;
    });
    const verification = await this.requiresVerification();
    return { user, detailKey: verification ? 'registered' : 'registered_no_verification' } as const;
  }

  /** The user a registration with a used address answers with: what a new one would be. */
  private unsavedUser(id: number, values: NewUserRow): UserRow {
    const now = new Date();
    return {
      id,
      email: values.email,
      passwordHash: '',
      fullName: values.fullName ?? '',
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      phoneNumber: values.phoneNumber ?? '',
      companyName: values.companyName ?? '',
      languagePreference: values.languagePreference ?? 'ar',
      calendar: null,
      digits: null,
      role: 'client',
      isActive: true,
      emailVerified: false,
      notificationDigest: 'immediately',
      tokenVersion: 0,
      invitationPending: false,
      isAvailable: true,
      dateJoined: now,
      updatedAt: now,
      lastLogin: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpPendingSecret: null,
      // Only read by User Management, which never sees this unsaved row.
      searchText: '',
    };
  }

  /** Someone tried to register with the address of an existing account: mail and audit it. */
  private async tellOwner(
    tx: Executor,
    email: string,
    ctx: RequestContext & { mayMailOwner(): Promise<boolean> },
  ) {
    const owner = await findUserByEmail(tx, email);
    if (!owner) return;
    const mailed = owner.isActive && (await ctx.mayMailOwner());
    if (mailed) {
      const { publicUrl } = this.deps.config;
      await this.deps.mail.enqueue(tx, {
        template: 'account_exists',
        to: owner.email,
        lang: owner.languagePreference === 'en' ? 'en' : 'ar',
        name: owner.fullName || owner.firstName,
        link: `${publicUrl}/login`,
        secondLink: `${publicUrl}/forgot-password`,
      });
    }
    await writeAuditLog(tx, {
      actorId: null,
      action: 'user.registration_with_used_email',
      entityType: 'user',
      entityId: String(owner.id),
      changes: { owner_mailed: mailed },
      ip: ctx.ip,
    });
  }

  async verifyEmail(token: string, ctx: RequestContext) {
    await this.deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'verify_email', hashEmailToken(token));
      if (!row) throw fieldError('invalid_token', 'token', 'invalid_token', 400);
      await updateUser(tx, row.userId, { emailVerified: true });
      await writeAuditLog(tx, {
        actorId: row.userId,
        action: 'user.email_verified',
        entityType: 'user',
        entityId: String(row.userId),
        changes: { email_verified: { from: false, to: true } },
        ip: ctx.ip,
      });
    });
  }

  /** Sends a new verification mail when the address belongs to an unverified account. */
  async resendVerification(email: string) {
    await this.deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.emailVerified || !user.isActive) return;
      await mailLink(this.deps, tx, user, 'verify_email');
    });
  }

  /** Sends a reset mail when the address belongs to an active account; silent otherwise. */
  async requestPasswordReset(email: string) {
    await this.deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || !user.isActive) return;
      await mailLink(this.deps, tx, user, 'reset_password');
    });
  }

  async confirmPasswordReset(input: TResetPasswordConfirmRequest, ctx: RequestContext) {
    const passwordHash = await hashPassword(input.new_password);
    await this.deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'reset_password', hashEmailToken(input.token));
      if (!row) throw fieldError('invalid_token', 'token', 'invalid_token', 400);
      const before = await findUserById(tx, row.userId);
      // Opening the mailed link proves the address, so it counts as verified too; an invitee
      // who chose a password this way has taken up the invitation as well.
      await updateUser(tx, row.userId, {
        passwordHash,
        emailVerified: true,
        invitationPending: false,
      });
      await endUserSessions(tx, row.userId);
      await writeAuditLog(tx, {
        actorId: row.userId,
        action: 'user.password_reset',
        entityType: 'user',
        entityId: String(row.userId),
        changes: before?.invitationPending ? { invitation_pending: { from: true, to: false } } : {},
        ip: ctx.ip,
      });
    });
  }

  /** The invitee chooses their password through the mailed link: the account is theirs now. */
  async acceptInvitation(input: TResetPasswordConfirmRequest, ctx: RequestContext) {
    const passwordHash = await hashPassword(input.new_password);
    await this.deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'invitation', hashEmailToken(input.token));
      if (!row) throw fieldError('invalid_token', 'token', 'invalid_token', 400);
      const user = await updateUser(tx, row.userId, {
        passwordHash,
        emailVerified: true,
        invitationPending: false,
      });
      if (!user?.isActive) throw new AppError(403, 'account_disabled');
      await endUserSessions(tx, row.userId);
      await writeAuditLog(tx, {
        actorId: row.userId,
        action: 'user.invitation_accepted',
        entityType: 'user',
        entityId: String(row.userId),
        changes: { invitation_pending: { from: true, to: false } },
        ip: ctx.ip,
      });
    });
  }

  /**
   * Sets a new password after checking the current one (`onWrongPassword` runs on a wrong
   * one, before the error). Every session of the user ends; the caller gets a new one.
   */
  async changePassword(
    user: UserRow,
    input: TChangePasswordRequest,
    ctx: RequestContext & { onWrongPassword(): Promise<void> },
  ) {
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      await ctx.onWrongPassword();
      throw fieldError('invalid_old_password', 'old_password', 'invalid_old_password', 400);
    }
    const passwordHash = await hashPassword(input.new_password);
    return this.deps.db.transaction(async (tx) => {
      await endUserSessions(tx, user.id);
      const updated = await updateUser(tx, user.id, { passwordHash });
      if (!updated) throw new AppError(401, 'token_invalid');
      await writeAuditLog(tx, {
        actorId: user.id,
        action: 'user.password_changed',
        entityType: 'user',
        entityId: String(user.id),
        changes: {},
        ip: ctx.ip,
      });
      return this.openSession(tx, updated);
    });
  }
}
