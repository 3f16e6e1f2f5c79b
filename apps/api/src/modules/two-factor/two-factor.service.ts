import type {
  TRecoveryCodesResponse,
  TTwoFactorDisableRequest,
  TTwoFactorSetupResponse,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { forgetSignedInUsers, lockUser } from '../users/index.js';
import { conflict, SecondFactor, type TwoFactorDeps } from './second-factor.js';

/** What a route lets the service do on a wrong code or password (count it for its throttle). */
export type WrongAttemptHook = { onWrongAttempt(): Promise<void> };

const wrongCode = () => fieldError('mfa_code_invalid', 'code', 'mfa_code_invalid', 400);

/**
 * Two-factor sign-in of the signed-in user: enrolment, turning it off, new recovery codes;
 * and an admin's reset of another user's. Each change commits with its audit entry and mail.
 */
export class TwoFactorService {
  private readonly factor: SecondFactor;

  constructor(private readonly deps: TwoFactorDeps) {
    this.factor = new SecondFactor(deps);
  }

  /** POST /2fa/setup/: a new secret to add to an authenticator app; confirmed by enable. */
  setup(actor: Actor): Promise<TTwoFactorSetupResponse> {
    return this.change(actor.user.id, async (tx, user) => {
      if (user.totpEnabledAt) throw conflict('two_factor_already_enabled');
      return this.factor.offerSecret(tx, user);
    });
  }

  /** POST /2fa/enable/: the first code of the offered secret turns it on; the recovery codes. */
  async enable(
    actor: Actor,
    code: string,
    hook: WrongAttemptHook,
  ): Promise<TRecoveryCodesResponse> {
    const codes = await this.change(actor.user.id, (tx, user) =>
      this.factor.enable(tx, user, code, user.id),
    );
    if (!codes) throw await this.wrong(actor.user, 'enable', hook);
    return { recovery_codes: codes };
  }

  /**
   * POST /2fa/disable/: with the password and a code (an app's or a recovery code), so that a
   * session left open on a shared computer cannot turn it off.
   */
  async disable(
    actor: Actor,
    input: TTwoFactorDisableRequest,
    hook: WrongAttemptHook,
  ): Promise<void> {
    if (!actor.user.totpEnabledAt) throw conflict('two_factor_not_enabled');
    if (!(await verifyPassword(actor.user.passwordHash, input.password))) {
      await hook.onWrongAttempt();
      throw fieldError('invalid_password', 'password', 'invalid_password', 400);
    }
    const done = await this.change(actor.user.id, async (tx, user) => {
      if (!user.totpEnabledAt) throw conflict('two_factor_not_enabled');
      if (!(await this.factor.acceptEither(tx, user, input.code))) return false;
      await this.factor.turnOff(tx, user, 'user.two_factor_disabled', user.id);
      return true;
    });
    if (!done) throw await this.wrong(actor.user, 'disable', hook);
  }

  /** POST /2fa/recovery-codes/: a new set for a current code; the old set stops working. */
  async newRecoveryCodes(
    actor: Actor,
    code: string,
    hook: WrongAttemptHook,
  ): Promise<TRecoveryCodesResponse> {
    const codes = await this.change(actor.user.id, async (tx, user) => {
      if (!user.totpEnabledAt) throw conflict('two_factor_not_enabled');
      if (!(await this.factor.acceptCode(tx, user, code))) return undefined;
      const issued = await this.factor.issueRecoveryCodes(tx, user.id);
      await this.factor.audit(tx, user.id, 'user.recovery_codes_regenerated', user.id, {
        count: issued.length,
      });
      return issued;
    });
    if (!codes) throw await this.wrong(actor.user, 'recovery_codes', hook);
    return { recovery_codes: codes };
  }

  /**
   * POST /users/{id}/reset-2fa/ (admin): turns another user's two-factor sign-in off, ends
   * their sessions and mails them, e.g. after a lost phone and lost recovery codes. An admin
   * turns their own off from the profile, with a code, instead.
   */
  async reset(actor: Actor, userId: number): Promise<void> {
    if (userId === actor.user.id) throw conflict('two_factor_reset_self');
    await this.deps.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new AppError(404, 'not_found');
      if (!user.totpEnabledAt) throw conflict('two_factor_not_enabled');
      await this.factor.turnOff(tx, user, 'user.two_factor_reset', actor.user.id);
      await this.deps.endSessions(tx, user.id);
    });
    forgetSignedInUsers();
  }

  /** Runs `work` on the locked current row of the user, in one transaction. */
  private async change<T>(userId: number, work: (tx: Executor, user: UserRow) => Promise<T>) {
    const result = await this.deps.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new AppError(401, 'token_invalid');
      return work(tx, user);
    });
    // The signed-in user's cached row must show the change (GET /profile/, the 409 of settings).
    forgetSignedInUsers();
    return result;
  }

  /** A wrong code: audited and counted, then the error to throw. */
  private async wrong(user: UserRow, step: string, hook: WrongAttemptHook): Promise<AppError> {
    await this.factor.failed(user, user.id, { step });
    await hook.onWrongAttempt();
    return wrongCode();
  }
}
