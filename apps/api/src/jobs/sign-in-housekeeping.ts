import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import { removeExpiredSsoSteps } from '../modules/oidc/index.js';
import { removeSpentSignInSteps } from '../modules/two-factor/index.js';

export const SIGN_IN_HOUSEKEEPING_QUEUE = 'sign-in-housekeeping';

/**
 * Removes the steps of sign-ins that ended: second-factor steps answered, abandoned or
 * expired, and single sign-on's expired states and one-time codes. Each is also removed when
 * its own user (or the next single sign-on) starts again; this catches the abandoned ones.
 * Returns how many rows went.
 */
export async function removeEndedSignInSteps(db: Db): Promise<number> {
  return (await removeSpentSignInSteps(db)) + (await removeExpiredSsoSteps(db));
}

/** Schedules the hourly run (one run across instances) and works it if told to. */
export async function startSignInHousekeeping(
  boss: PgBoss,
  db: Db,
  log: FastifyBaseLogger,
  runWorkers: boolean,
): Promise<void> {
  await boss.createQueue(SIGN_IN_HOUSEKEEPING_QUEUE);
  await boss.schedule(SIGN_IN_HOUSEKEEPING_QUEUE, '17 * * * *', null, { tz: 'UTC' });
  if (!runWorkers) return;
  await boss.work(SIGN_IN_HOUSEKEEPING_QUEUE, async () => {
    const removed = await removeEndedSignInSteps(db);
    if (removed) log.info({ removed }, 'ended sign-in steps removed');
  });
}
