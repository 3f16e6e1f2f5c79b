import { BRAND_KEYS, DEFAULT_BRANDING, type TTwoFactorSetupResponse } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MailQueue } from '../../jobs/mail/mail.queue.js';
import { AppError } from '../../lib/app-error.js';
import { SecretBoxError, type SecretBox } from '../../lib/secret-box.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { getSetting } from '../settings/index.js';
import { updateUser } from '../users/index.js';
import {
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normalizeCode,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
} from './totp.js';
import * as repository from './two-factor.repository.js';

export type TwoFactorDeps = {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  secrets: SecretBox;
  /** Ends every session of a user (an admin's reset signs them out). */
  endSessions(tx: Executor, userId: number): Promise<void>;
};

type MailKey = 'two_factor_enabled' | 'two_factor_disabled' | 'two_factor_recovery_code_used';

export const conflict = (code: string) => new AppError(409, code);

/** What a secret is sealed with besides the key: the user's id, so it opens for them only. */
const contextOf = (userId: number) => `totp:${userId}`;

/** Whether a typed code looks like an app's six digits rather than a recovery code. */
export const isAppCode = (typed: string) => /^\d{6}$/.test(normalizeCode(typed));

/**
 * What enrolment and sign-in share: the secret sealed at rest, codes checked once only,
 * recovery codes, turning it on and off with its audit entry and mail. Each method takes the
 * caller's transaction.
 */
export class SecondFactor {
  constructor(readonly deps: TwoFactorDeps) {}

  /** A new secret offered to the user, kept (sealed) as pending until its first code. */
  async offerSecret(tx: Executor, user: UserRow): Promise<TTwoFactorSetupResponse> {
    const secret = newTotpSecret();
    await updateUser(tx, user.id, {
      totpPendingSecret: this.deps.secrets.seal(secret, contextOf(user.id)),
    });
    const issuer = await getSetting<string>(
      tx,
      BRAND_KEYS.system_title_en,
      DEFAULT_BRANDING.system_title_en,
    );
    return { secret, otpauth_url: otpauthUrl(secret, user.email, issuer) };
  }

  /**
   * Whether `typed` is a current code of the user's secret not used before; an accepted code
   * is spent (its time step recorded).
   */
  async acceptCode(tx: Executor, user: UserRow, typed: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = matchingStep(this.open(user, user.totpSecret), normalizeCode(typed), Date.now());
    return step !== undefined && (await repository.acceptStep(tx, user.id, step));
  }

  /** Whether `typed` is one of the user's unused recovery codes; an accepted one is spent. */
  acceptRecoveryCode(tx: Executor, user: UserRow, typed: string): Promise<boolean> {
    return repository.useRecoveryCode(tx, user.id, hashRecoveryCode(typed));
  }

  /** An app code or a recovery code, told apart by their shape. */
  async acceptEither(tx: Executor, user: UserRow, typed: string) {
    if (isAppCode(typed)) return (await this.acceptCode(tx, user, typed)) ? 'code' : undefined;
    return (await this.acceptRecoveryCode(tx, user, typed)) ? 'recovery_code' : undefined;
  }

  /**
   * Turns two-factor sign-in on with the first code of the pending secret: the recovery codes
   * (shown once), or undefined when the code is wrong. Audited and mailed.
   */
  async enable(
    tx: Executor,
    user: UserRow,
    typed: string,
    actorId: number | null,
  ): Promise<string[] | undefined> {
    if (user.totpEnabledAt) throw conflict('two_factor_already_enabled');
    if (!user.totpPendingSecret) throw conflict('two_factor_setup_missing');
    const secret = this.open(user, user.totpPendingSecret);
    const step = matchingStep(secret, normalizeCode(typed), Date.now());
    if (step === undefined) return undefined;
    const updated = await updateUser(tx, user.id, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
    });
    const codes = await this.issueRecoveryCodes(tx, user.id);
    await this.audit(tx, actorId, 'user.two_factor_enabled', user.id, {
      two_factor_enabled: { from: false, to: true },
    });
    await this.mail(tx, updated ?? user, 'two_factor_enabled');
    return codes;
  }

  /** A new set of recovery codes; the old set stops working. Returns them as shown, once. */
  async issueRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repository.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  /**
   * Turns two-factor sign-in off: secret, recovery codes and open sign-in steps gone. Audited
   * as `action` (by the user, or an admin's reset) and mailed to the user.
   */
  async turnOff(
    tx: Executor,
    user: UserRow,
    action: 'user.two_factor_disabled' | 'user.two_factor_reset',
    actorId: number,
  ): Promise<void> {
    await updateUser(tx, user.id, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    await repository.deleteRecoveryCodes(tx, user.id);
    await repository.endUserChallenges(tx, user.id);
    await this.audit(tx, actorId, action, user.id, {
      two_factor_enabled: { from: true, to: false },
    });
    await this.mail(tx, user, 'two_factor_disabled');
  }

  /** A recovery code signed the user in: audited, and the user told how many are left. */
  async recoveryCodeUsed(tx: Executor, user: UserRow): Promise<void> {
    const remaining = await repository.countUnusedRecoveryCodes(tx, user.id);
    await this.audit(tx, user.id, 'auth.recovery_code_used', user.id, { remaining });
    await this.mail(tx, user, 'two_factor_recovery_code_used', { remaining });
  }

  /** A wrong code, audited on its own: the caller's transaction does not keep it. */
  async failed(user: UserRow, actorId: number | null, changes: Record<string, unknown>) {
    await this.audit(this.deps.db, actorId, 'auth.two_factor_failed', user.id, changes);
  }

  async audit(
    db: Executor,
    actorId: number | null,
    action: string,
    userId: number,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await writeAuditLog(db, {
      actorId,
      action,
      entityType: 'user',
      entityId: String(userId),
      changes,
    });
  }

  private async mail(
    tx: Executor,
    user: UserRow,
    key: MailKey,
    values: Record<string, unknown> = {},
  ): Promise<void> {
    await this.deps.mail.enqueue(tx, {
      key,
      to: user.email,
      lang: user.languagePreference === 'en' ? 'en' : 'ar',
      values: {
        name: user.fullName || user.firstName || user.email,
        email: user.email,
        link: `${this.deps.publicUrl}/settings`,
        ...values,
      },
    });
  }

  /** The plain secret; 409 when the server's keys no longer open it (never a 500). */
  private open(user: UserRow, sealed: string): string {
    try {
      return this.deps.secrets.open(sealed, contextOf(user.id));
    } catch (error) {
      if (error instanceof SecretBoxError) throw conflict('two_factor_secret_unreadable');
      throw error;
    }
  }
}
