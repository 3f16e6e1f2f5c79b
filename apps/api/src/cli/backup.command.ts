import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupRefusedError } from '../backup/backup.js';
import type { Config } from '../config.js';
import { UsageError } from './run.js';

const USAGE = 'Usage: backup [--out FILE]  (DATA_DIR names the data directory, as for the app)';

export const POSTGRES_BACKUP =
  'DATABASE_URL is set: this command backs up the embedded database only. Back PostgreSQL up ' +
  'with pg_dump (e.g. pg_dump -Fc -f mutabaa.dump "$DATABASE_URL") and the file store with it ' +
  '(DATA_DIR/uploads, or the S3 bucket); README.md, "Backup and restore", shows how.';

/** Paths on the command line are the caller's: npm runs scripts from the repository root. */
export function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * A permission refused on the data directory or the socket: the command runs as another user
 * than the app (an operator's own account beside a service user).
 */
export function permissionDenied(error: unknown): UsageError | undefined {
  const { code, path: file, address } = error as NodeJS.ErrnoException & { address?: string };
  const where = file ?? address;
  if (code !== 'EACCES' && code !== 'EPERM') return undefined;
  return new UsageError(
    `Permission denied${where ? ` on ${where}` : ''}: run the command as the data directory's ` +
      'owner, the user the app runs as (e.g. sudo -u mutabaa).',
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `backup [--out FILE]`: writes the archive and says what is in it. */
export async function backupCommand(
  args: string[],
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>,
  now = new Date(),
): Promise<string> {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (config.databaseUrl) throw new UsageError(POSTGRES_BACKUP);
  const stamp = now
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const out = fromCaller(values.out ?? `mutabaa-backup-${stamp}.tar.gz`);
  const started = Date.now();
  try {
    const result = await backup({ dataDir: config.dataDir, out });
    const from =
      result.source === 'running-app'
        ? 'the running app'
        : 'the data directory (no app was running)';
    const lines = [
      `Backed up ${config.dataDir} from ${from} to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  database ${megabytes(result.databaseBytes)}, ${result.files} stored files; archive ${megabytes(result.archiveBytes)}.`,
      "  It holds every user's data and the signing key: keep it as private as the data directory.",
      `  Restore with: npm run restore -- ${out} --data-dir <new directory>`,
    ];
    if (config.s3) {
      lines.push(
        `  Attachments and logos are in the bucket ${config.s3.bucket} (FILE_STORE=s3), not in this`,
        '  archive: copy the bucket now (e.g. aws s3 sync), or keep its versioning on, so that it',
        '  holds every file the backed-up database names.',
      );
    }
    return lines.join('\n');
  } catch (error) {
    if (error instanceof BackupRefusedError) throw new UsageError(error.message);
    throw permissionDenied(error) ?? error;
  }
}
