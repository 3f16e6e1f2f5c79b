import type {
  Role,
  TMfaLoginRequest,
  TMfaRequiredResponse,
  TMfaSetupRequiredResponse,
  TTwoFactorSetupResponse,
} from '@mutabaa/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { MfaChallengeRow, MfaPurpose, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { getSetting, REQUIRE_2FA_ROLES } from '../settings/index.js';
import { forgetSignedInUsers, lockUser } from '../users/index.js';
import { SecondFactor, type TwoFactorDeps } from './second-factor.js';
import * as repository from './two-factor.repository.js';

/** How long the second step of a sign-in may take. */
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one sign-in step allows; the last one ends it. */
export const MFA_MAX_FAILURES = 5;

export type SignInStep = TMfaRequiredResponse | TMfaSetupRequiredResponse;

/** The sign-in throttle of the account the step belongs to (the route's request). */
export type SignInThrottle = {
  assertAllowed(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
};

/** Opens the session once the second step passed, in its transaction (auth's sign-in). */
export type OpenSession<T> = (
  tx: Executor,
  user: UserRow,
  how: Record<string, unknown>,
) => Promise<T>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expired = () => new AppError(401, 'mfa_token_invalid');

type Outcome<T> = { passed: T } | { wrong: UserRow; field: 'code' | 'recovery_code' };

/**
 * The second step of a password sign-in: a code (or recovery code) for a user with two-factor
 * sign-in, or the enrolment their role requires. The step is a short-lived, single-use token
 * that only its SHA-256 hash is kept of; five wrong codes end it.
 */
export class SignInChallenges {
  private readonly factor: SecondFactor;

  constructor(private readonly deps: TwoFactorDeps) {
    this.factor = new SecondFactor(deps);
  }

  /** The second step `user` must take after the right password; undefined: none. */
  async challengeFor(db: Executor, user: UserRow): Promise<SignInStep | undefined> {
    if (user.totpEnabledAt) {
      return { mfa_required: true, mfa_token: await this.issue(db, user, 'login') };
    }
    const roles = await getSetting<Role[]>(db, REQUIRE_2FA_ROLES, []);
    if (!Array.isArray(roles) || !roles.includes(user.role as Role)) return undefined;
    return { mfa_setup_required: true, mfa_token: await this.issue(db, user, 'setup') };
  }

  /** POST /login/2fa/: a code or a recovery code answers the step; then `open` signs in. */
  async answer<T>(input: TMfaLoginRequest, throttle: SignInThrottle, open: OpenSession<T>) {
    const field = 'code' in input ? 'code' : 'recovery_code';
    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome<T>> => {
      const { challenge, user } = await this.live(tx, input.mfa_token, 'login');
      if (!user.totpEnabledAt) throw expired();
      await throttle.assertAllowed(user.email);
      const passed =
        'code' in input
          ? await this.factor.acceptCode(tx, user, input.code)
          : await this.factor.acceptRecoveryCode(tx, user, input.recovery_code);
      if (!passed) {
        await repository.recordChallengeFailure(tx, challenge.id, MFA_MAX_FAILURES);
        return { wrong: user, field };
      }
      await repository.endChallenge(tx, challenge.id);
      if (field === 'recovery_code') await this.factor.recoveryCodeUsed(tx, user);
      return { passed: await open(tx, user, { second_factor: field }) };
    });
    return this.settle(outcome, throttle, 'login');
  }

  /** POST /login/2fa/setup/: the secret of the enrolment the user's role requires. */
  offerSecret(token: string): Promise<TTwoFactorSetupResponse> {
    return this.deps.db.transaction(async (tx) => {
      const { user } = await this.live(tx, token, 'setup');
      if (user.totpEnabledAt) throw expired();
      return this.factor.offerSecret(tx, user);
    });
  }

  /** POST /login/2fa/enable/: its first code turns it on; then `open` signs in. */
  async enable<T>(token: string, code: string, throttle: SignInThrottle, open: OpenSession<T>) {
    const outcome = await this.deps.db.transaction(
      async (tx): Promise<Outcome<{ session: T; codes: string[] }>> => {
        const { challenge, user } = await this.live(tx, token, 'setup');
        if (user.totpEnabledAt) throw expired();
        await throttle.assertAllowed(user.email);
        const codes = await this.factor.enable(tx, user, code, user.id);
        if (!codes) {
          await repository.recordChallengeFailure(tx, challenge.id, MFA_MAX_FAILURES);
          return { wrong: user, field: 'code' };
        }
        await repository.endChallenge(tx, challenge.id);
        const session = await open(tx, user, { second_factor: 'code' });
        return { passed: { session, codes } };
      },
    );
    forgetSignedInUsers();
    return this.settle(outcome, throttle, 'setup');
  }

  private async issue(db: Executor, user: UserRow, purpose: MfaPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // Ended steps are of no more use (the audit log keeps what happened): only open ones stay.
    await repository.deleteSpentChallenges(db, user.id);
    await repository.insertChallenge(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_MS),
    });
    return token;
  }

  /** The open step of `token` and its user, locked; 401 when it ended, expired or is unknown. */
  private async live(
    tx: Executor,
    token: string,
    purpose: MfaPurpose,
  ): Promise<{ challenge: MfaChallengeRow; user: UserRow }> {
    const challenge = await repository.lockLiveChallenge(tx, hashToken(token), purpose);
    if (!challenge) throw expired();
    const user = await lockUser(tx, challenge.userId);
    if (!user) throw expired();
    if (!user.isActive) throw new AppError(403, 'account_disabled');
    return { challenge, user };
  }

  /** The passed step's result, or, for a wrong code, its audit entry, count and error. */
  private async settle<T>(
    outcome: Outcome<T>,
    throttle: SignInThrottle,
    step: MfaPurpose,
  ): Promise<T> {
    if ('passed' in outcome) return outcome.passed;
    const { wrong: user, field } = outcome;
    // Nobody has proven who they are yet: the entry names the account, not an actor.
    await this.factor.failed(user, null, { step, kind: field });
    await throttle.recordFailure(user.email);
    const key = field === 'code' ? 'mfa_code_invalid' : 'recovery_code_invalid';
    throw fieldError(key, field, key, 401);
  }
}
