import { ConfigError, isLoopbackHost, type Config } from '../config.js';
import { verifyPassword } from '../lib/passwords.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import type { Db } from '../db/client.js';
import { DEMO_USERS, EXTRA_CLIENTS } from './users.js';

/** Every demo account with the password the README publishes for it. */
function publishedLogins(): { email: string; password: string }[] {
  const clientPassword = DEMO_USERS.find((u) => u.role === 'client')!.password;
  return [
    ...DEMO_USERS.map(({ email, password }) => ({ email, password })),
    ...EXTRA_CLIENTS.map(({ email }) => ({ email, password: clientPassword })),
  ];
}

/** The active demo accounts whose stored hash still matches their published password. */
export async function demoAccountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const checks = await Promise.all(
    publishedLogins().map(async ({ email, password }) => {
      const user = await findUserByEmail(db, email);
      if (!user?.isActive) return undefined;
      return (await verifyPassword(user.passwordHash, password)) ? user.email : undefined;
    }),
  );
  return checks.filter((email): email is string => email !== undefined);
}

/**
 * Refuses to serve beyond this machine (HOST not a loopback address) while a demo account can
 * still be signed into with the password anyone can read in the README.
 */
export async function refusePublishedDemoPasswords(config: Config, db: Db): Promise<void> {
  if (isLoopbackHost(config.host)) return;
  const exposed = await demoAccountsWithPublishedPasswords(db);
  if (exposed.length === 0) return;
  throw new ConfigError(
    [
      `HOST=${config.host} lets other machines reach this server, but these demo accounts still`,
      `have the passwords published in the README: ${exposed.join(', ')}.`,
      'Either change their passwords (sign in as each and change it in the profile; for an admin',
      '`npm run create-admin -- --email <address>` also sets a new one), or start without demo',
      'data: DEMO_DATA=false with an empty DATA_DIR (or database). HOST=127.0.0.1 keeps the demo',
      'on this machine.',
    ].join('\n  '),
  );
}
