import type { JWT } from '@fastify/jwt';
import type {
  Language,
  TChangePasswordRequest,
  TRegisterRequest,
  TResetPasswordConfirmRequest,
} from '@mutabaa/shared';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import type { MailTemplate } from '../../jobs/mail/templates.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';
import { notifyRegistration } from '../notifications/events.js';
import { getSetting, REQUIRE_EMAIL_VERIFICATION } from '../settings/settings.repository.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from '../users/users.repository.js';
import { hashEmailToken, issueEmailToken } from './email-tokens.js';
import { readToken, signToken } from './jwt-tokens.js';
import {
  consumeEmailToken,
  insertRefreshToken,
  isRefreshTokenActive,
  revokeRefreshToken,
  revokeUserRefreshTokens,
} from './tokens.repository.js';

export type RequestContext = { ip: string; lang: Language };

const MAIL_PATH: Record<MailTemplate, string> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
};

export class AuthService {
  constructor(private readonly deps: { db: Db; jwt: JWT; mail: MailQueue; config: Config }) {}

  private async queueMail(db: Executor, user: UserRow, template: MailTemplate, token: string) {
    await this.deps.mail.enqueue(db, {
      template,
      to: user.email,
      lang: user.languagePreference === 'en' ? 'en' : 'ar',
      name: user.fullName || user.firstName,
      link: `${this.deps.config.publicUrl}/${MAIL_PATH[template]}/${token}`,
    });
  }

  async requiresVerification(): Promise<boolean> {
    return (await getSetting<boolean>(this.deps.db, REQUIRE_EMAIL_VERIFICATION, true)) !== false;
  }

  /** Checks credentials; throws `invalid_credentials` for a wrong address or password. */
  async login(email: string, password: string) {
    const { db, jwt } = this.deps;
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw new AppError(401, 'invalid_credentials');
    if (!user.isActive) throw new AppError(403, 'account_disabled');
    if (!user.emailVerified && (await this.requiresVerification())) {
      throw new AppError(403, 'email_not_verified');
    }
    const access = signToken(jwt, user, 'access');
    const refresh = signToken(jwt, user, 'refresh');
    await insertRefreshToken(db, {
      jti: refresh.jti,
      userId: user.id,
      expiresAt: refresh.expiresAt,
    });
    return { access: access.token, refresh: refresh.token, user };
  }

  /** A new access token for a recorded, unrevoked refresh token; the refresh token stays. */
  async refresh(refreshToken: string) {
    const { db, jwt } = this.deps;
    const claims = readToken(jwt, refreshToken, 'refresh');
    const invalid = () => new AppError(401, 'token_invalid');
    if (!claims) throw invalid();
    if (!(await isRefreshTokenActive(db, claims.jti, claims.user_id))) throw invalid();
    const user = await findUserById(db, claims.user_id);
    if (!user || !user.isActive) throw invalid();
    return { access: signToken(jwt, user, 'access').token };
  }

  async logout(refreshToken: string | undefined) {
    if (!refreshToken) return;
    const claims = readToken(this.deps.jwt, refreshToken, 'refresh');
    if (claims) await revokeRefreshToken(this.deps.db, claims.jti);
  }

  async register(input: TRegisterRequest, ctx: RequestContext) {
    const passwordHash = await hashPassword(input.password);
    const user = await this.deps.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        fullName: `${input.first_name} ${input.last_name}`.trim(),
        phoneNumber: input.phone_number ?? '',
        companyName: input.company_name ?? '',
        languagePreference: input.language_preference ?? ctx.lang,
        role: 'client',
        emailVerified: false,
      });
      if (!created) throw fieldError('email_taken', 'email', 'email_taken', 409);
      await writeAuditLog(tx, {
        actorId: created.id,
        action: 'user.registered',
        entityType: 'user',
        entityId: String(created.id),
        changes: { email: created.email, role: created.role },
        ip: ctx.ip,
      });
      const token = await issueEmailToken(tx, created.id, 'verify_email');
      await this.queueMail(tx, created, 'verify_email', token);
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
      const token = await issueEmailToken(tx, user.id, 'verify_email');
      await this.queueMail(tx, user, 'verify_email', token);
    });
  }

  /** Sends a reset mail when the address belongs to an active account; silent otherwise. */
  async requestPasswordReset(email: string) {
    await this.deps.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || !user.isActive) return;
      const token = await issueEmailToken(tx, user.id, 'reset_password');
      await this.queueMail(tx, user, 'reset_password', token);
    });
  }

  async confirmPasswordReset(input: TResetPasswordConfirmRequest, ctx: RequestContext) {
    const passwordHash = await hashPassword(input.new_password);
    await this.deps.db.transaction(async (tx) => {
      const row = await consumeEmailToken(tx, 'reset_password', hashEmailToken(input.token));
      if (!row) throw fieldError('invalid_token', 'token', 'invalid_token', 400);
      // Opening the mailed link proves the address, so it counts as verified too.
      await updateUser(tx, row.userId, { passwordHash, emailVerified: true });
      await revokeUserRefreshTokens(tx, row.userId);
      await writeAuditLog(tx, {
        actorId: row.userId,
        action: 'user.password_reset',
        entityType: 'user',
        entityId: String(row.userId),
        changes: {},
        ip: ctx.ip,
      });
    });
  }

  async changePassword(user: UserRow, input: TChangePasswordRequest, ctx: RequestContext) {
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      throw fieldError('invalid_old_password', 'old_password', 'invalid_old_password', 400);
    }
    const passwordHash = await hashPassword(input.new_password);
    await this.deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await revokeUserRefreshTokens(tx, user.id);
      await writeAuditLog(tx, {
        actorId: user.id,
        action: 'user.password_changed',
        entityType: 'user',
        entityId: String(user.id),
        changes: {},
        ip: ctx.ip,
      });
    });
  }
}
