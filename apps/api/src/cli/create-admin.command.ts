import { parseArgs } from 'node:util';
import { ZEmail } from '@mutabaa/shared';
import { hashPassword } from '../lib/passwords.js';
import { writeAuditLog } from '../modules/audit-logs/audit-logs.service.js';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.service.js';
import type { Db } from '../db/client.js';
import { UsageError } from './run.js';

const USAGE =
  'Usage: create-admin --email <address> [--name "Full Name"]  (the password is asked for, or read from standard input)';

const NO_PASSWORD_ARGUMENT =
  '--password is not accepted: a password on the command line is visible to every user ' +
  '(ps) and kept in shell history. Leave it out and type the password at the prompt, or pipe ' +
  'it on standard input, e.g. printf \'%s\\n\' "$ADMIN_PASSWORD" | npm run create-admin -- --email E';

export type CreateAdminArgs = ReturnType<typeof parseCreateAdminArgs>;

/** Reads and checks `--email [--name]`; throws UsageError with the usage line. */
export function parseCreateAdminArgs(args: string[] = process.argv.slice(2)) {
  if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError(NO_PASSWORD_ARGUMENT);
  }
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const email = ZEmail.safeParse(values.email?.trim());
  if (!values.email) throw new UsageError(`--email is required.\n${USAGE}`);
  if (!email.success) throw new UsageError(`"${values.email}" is not a valid e-mail address.`);
  const name = (values.name ?? '').trim();
  const [firstName = '', ...rest] = name.split(/\s+/).filter(Boolean);
  return {
    email: email.data,
    name,
    firstName,
    lastName: rest.join(' '),
  };
}

/** Creates a verified admin, or promotes an existing account (and sets its password). */
export async function createOrPromoteAdmin(
  db: Db,
  args: CreateAdminArgs & { password: string },
): Promise<string> {
  const passwordHash = await hashPassword(args.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, args.email);
    if (existing) {
      await updateUser(tx, existing.id, {
        role: 'admin',
        passwordHash,
        isActive: true,
        emailVerified: true,
        ...(args.name
          ? { fullName: args.name, firstName: args.firstName, lastName: args.lastName }
          : {}),
      });
      await writeAuditLog(tx, {
        actorId: null,
        action: 'user.promoted_admin',
        entityType: 'user',
        entityId: String(existing.id),
        changes: { role: { from: existing.role, to: 'admin' } },
      });
      return `Updated ${existing.email}: now an active, verified admin with the given password.`;
    }
    const user = await insertUser(tx, {
      email: args.email,
      passwordHash,
      fullName: args.name,
      firstName: args.firstName,
      lastName: args.lastName,
      role: 'admin',
      isActive: true,
      emailVerified: true,
    });
    if (!user) throw new UsageError(`Could not create ${args.email}.`);
    await writeAuditLog(tx, {
      actorId: null,
      action: 'user.admin_created',
      entityType: 'user',
      entityId: String(user.id),
      changes: { email: user.email, role: 'admin' },
    });
    return `Created admin ${user.email}.`;
  });
}
