import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, oidcHandoffs, oidcSignIns } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser } from '../test/factories.js';
import { removeEndedSignInSteps } from './sign-in-housekeeping.js';

const t = {} as TestApp;
beforeAll(async () => Object.assign(t, await createTestApp()));
afterAll(async () => t.close?.());

const hash = () => randomBytes(32).toString('hex');
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

describe('sign-in housekeeping', () => {
  it('removes ended second-factor steps and expired single sign-on rows, keeps open ones', async () => {
    const user = await createUser(t.app);
    const steps = [
      { label: 'open', expiresAt: inMinutes(5) },
      { label: 'expired', expiresAt: inMinutes(-1) },
      { label: 'answered', expiresAt: inMinutes(5), usedAt: new Date() },
    ];
    const ids = new Map<string, string>();
    for (const { label, ...step } of steps) {
      const tokenHash = hash();
      ids.set(label, tokenHash);
      await t.app.db
        .insert(mfaChallenges)
        .values({ ...step, tokenHash, userId: user.id, purpose: 'login' });
    }
    const signIn = (expiresAt: Date) => ({
      stateHash: hash(),
      nonce: 'n',
      codeVerifier: 'v',
      expiresAt,
    });
    const live = signIn(inMinutes(5));
    await t.app.db.insert(oidcSignIns).values([live, signIn(inMinutes(-1))]);
    const liveCode = { codeHash: hash(), userId: user.id, expiresAt: inMinutes(1) };
    await t.app.db
      .insert(oidcHandoffs)
      .values([liveCode, { codeHash: hash(), userId: user.id, expiresAt: inMinutes(-1) }]);

    expect(await removeEndedSignInSteps(t.app.db)).toBe(4);

    const left = await t.app.db.select({ tokenHash: mfaChallenges.tokenHash }).from(mfaChallenges);
    expect(left.map((r) => r.tokenHash)).toEqual([ids.get('open')]);
    const signIns = await t.app.db.select({ stateHash: oidcSignIns.stateHash }).from(oidcSignIns);
    expect(signIns.map((r) => r.stateHash)).toEqual([live.stateHash]);
    const codes = await t.app.db.select({ codeHash: oidcHandoffs.codeHash }).from(oidcHandoffs);
    expect(codes.map((r) => r.codeHash)).toEqual([liveCode.codeHash]);
    expect(await removeEndedSignInSteps(t.app.db)).toBe(0);
  });
});
