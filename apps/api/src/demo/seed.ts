import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { FileStore } from '../lib/file-store/index.js';
import { hashPassword } from '../lib/passwords.js';
import { writeAuditLog } from '../modules/audit-logs/audit-logs.service.js';
import { countUsers, findUserByEmail, insertUser } from '../modules/users/users.service.js';
import { seedDemoApplications } from './applications.js';
import { DEMO_USERS, type DemoUser } from './users.js';

/** Creates the demo users that do not exist yet (verified, active); returns the ones created. */
export async function seedDemoUsers(db: Db): Promise<DemoUser[]> {
  const missing: DemoUser[] = [];
  for (const demo of DEMO_USERS) {
    if (!(await findUserByEmail(db, demo.email))) missing.push(demo);
  }
  // Hash each distinct password once, in parallel: this runs before the first start answers.
  const hashes = new Map<string, Promise<string>>();
  for (const demo of missing) {
    if (!hashes.has(demo.password)) hashes.set(demo.password, hashPassword(demo.password));
  }
  const created: DemoUser[] = [];
  for (const demo of missing) {
    const passwordHash = await hashes.get(demo.password)!;
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        fullName: `${demo.firstName} ${demo.lastName}`,
        companyName: demo.company,
        phoneNumber: '',
        languagePreference: demo.language,
        role: demo.role,
        emailVerified: true,
      });
      if (!user) return;
      await writeAuditLog(tx, {
        actorId: null,
        action: 'user.demo_created',
        entityType: 'user',
        entityId: String(user.id),
        changes: { email: user.email, role: user.role },
      });
      created.push(demo);
    });
  }
  return created;
}

/** The demo accounts as a table for the console. */
export function formatDemoTable(
  users: DemoUser[],
  title = 'Demo accounts (embedded database only):',
): string {
  const rows = users.map((u) => [u.email, u.password, u.role]);
  const header = ['E-mail', 'Password', 'Role'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  return [title, rule, line(header), rule, ...rows.map(line), rule].join('\n');
}

/**
 * Demo accounts and demo applications on the first start of an empty embedded database, the
 * accounts printed for the person who started it; never on PostgreSQL or in production (config.seedDemo).
 */
export async function seedDemoOnFirstStart(
  config: Config,
  database: Database,
  files: FileStore,
): Promise<void> {
  if (!config.seedDemo || database.kind !== 'pglite') return;
  if ((await countUsers(database.db)) > 0) return;
  const created = await seedDemoUsers(database.db);
  await seedDemoApplications(database.db, files);
  if (created.length) process.stdout.write(`\n${formatDemoTable(created)}\n\n`);
}
