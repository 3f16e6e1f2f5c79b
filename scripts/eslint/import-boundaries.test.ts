import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const typescript = { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } };
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [typescript, ...importBoundaries()],
});
const boundaryRules = [
  'no-restricted-imports',
  'mutabaa/no-cross-feature-imports',
  'mutabaa/no-cross-module-imports',
];

/** The boundary messages `linter` gives for `code` written in the file at `filePath`. */
async function lint(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && boundaryRules.includes(m.ruleId))
    .map((m) => m.message);
}

type Case = { name: string; file: string; wrong: string; why: string; allowed: string[] };

const cases: Case[] = [
  {
    name: 'db/ imports no module',
    file: 'apps/api/src/db/client.ts',
    wrong: "import { usersService } from '../modules/users/users.service.js';",
    why: 'knows no domain',
    allowed: ["import { users } from './schema/index.js';"],
  },
  {
    name: 'db/ imports no demo data',
    file: 'apps/api/src/db/schema/users.ts',
    wrong: "import { seed } from '../../demo/seed.js';",
    why: 'knows no domain',
    allowed: ["import { applications } from './applications.js';"],
  },
  {
    name: "a module imports no other module's repository",
    file: 'apps/api/src/modules/auth/auth.service.ts',
    wrong: "import { findUser } from '../users/users.repository.js';",
    why: "call that module's service or policy",
    allowed: [
      "import { audit } from '../audit-logs/index.js';",
      "import { scopeOf } from '../applications/index.js';",
      "import { createUser } from '../users/index.js';",
      "import { findToken } from './tokens.repository.js';",
    ],
  },
  {
    name: 'a module imports not even the audit-log writer but through its index.ts',
    file: 'apps/api/src/modules/users/users.service.ts',
    wrong: "import { writeAuditLog } from '../audit-logs/audit-logs.repository.js';",
    why: 'the audit-log writer too: ../audit-logs/index.js',
    allowed: ["import { writeAuditLog } from '../audit-logs/index.js';"],
  },
  {
    name: "a module imports another module's index.ts only",
    file: 'apps/api/src/modules/reports/reports.service.ts',
    wrong: "import { scopeOf } from '../applications/applications.policy.js';",
    why: "Another module uses it only through '../applications/index.js'",
    allowed: [
      "import { scopeOf } from '../applications/index.js';",
      "import type { Scope } from '../applications';",
      "import { reportWorkbook } from './reports.export.js';",
      "import { tableFile } from '../../lib/spreadsheet/table-file.js';",
    ],
  },
  {
    name: "a module re-exports nothing from another module's internals",
    file: 'apps/api/src/modules/auth/index.ts',
    wrong: "export { presentUser } from '../users/users.presenter.js';",
    why: "Another module uses it only through '../users/index.js'",
    allowed: ["export { presentUser } from '../users/index.js';"],
  },
  {
    name: "a module imports another module's internals not even lazily, however written",
    file: 'apps/api/src/modules/imports/commit-run.ts',
    wrong: "const reports = import('../../modules/reports/reports.service.js');",
    why: "Another module uses it only through '../reports/index.js'",
    allowed: ["const reports = import('../reports/index.js');"],
  },
  {
    name: 'a routes file imports no repository, not even its own',
    file: 'apps/api/src/modules/users/pickers.routes.ts',
    wrong: "import { listPickableUsers } from './pickers.repository.js';",
    why: 'Only services call repositories',
    allowed: ["import { listPickableUsers } from './pickers.service.js';"],
  },
  {
    name: 'a routes file imports not even the audit-log writer',
    file: 'apps/api/src/modules/users/users.routes.ts',
    wrong: "import { audit } from '../audit-logs/audit-logs.repository.js';",
    why: 'Only services call repositories',
    allowed: ["import { usersPresenter } from './users.presenter.js';"],
  },
  {
    name: 'a job imports no repository',
    file: 'apps/api/src/jobs/mail/mail.worker.ts',
    wrong: "import { findUser } from '../../modules/users/users.repository.js';",
    why: 'Jobs call services',
    allowed: ["import { sendDigest } from '../../modules/notifications/notifications.service.js';"],
  },
  {
    name: 'a service imports no drizzle-orm query helper, only its types',
    file: 'apps/api/src/modules/reports/reports.service.ts',
    wrong: "import { sql, type SQL } from 'drizzle-orm';",
    why: 'Only repositories run SQL',
    allowed: [
      "import type { SQL } from 'drizzle-orm';",
      "import type { Db, Executor } from '../../db/client.js';",
      "import { openNow } from './reports.repository.js';",
      "import { deferAggregates } from './aggregates.repository.js';",
    ],
  },
  {
    name: 'a service imports no schema table, only its types and constants',
    file: 'apps/api/src/modules/email-templates/email-templates.service.ts',
    wrong: "import { CLOSED_STATUSES, applications } from '../../db/schema/index.js';",
    why: 'Only repositories run SQL',
    allowed: [
      "import { CLOSED_STATUSES } from '../../db/schema/index.js';",
      "import type { ApplicationRow } from '../../db/schema/index.js';",
    ],
  },
  {
    name: 'a module file runs no text statement, whatever its name',
    file: 'apps/api/src/modules/audit-logs/audit-logs.queries.ts',
    wrong: "import { Params, runStatement } from '../../db/statements.js';",
    why: 'Only repositories run SQL',
    allowed: ["import { Params, sqlList, type Statement } from '../../db/statements.js';"],
  },
  {
    name: 'a job opens no database and runs no SQL',
    file: 'apps/api/src/jobs/audit.ts',
    wrong: "import { settings } from '../db/schema/index.js';",
    why: 'Only repositories run SQL',
    allowed: [
      "import type { Db } from '../db/client.js';",
      "import { AuditLogsService } from '../modules/audit-logs/audit-logs.service.js';",
    ],
  },
  {
    name: 'generic code imports no database client',
    file: 'apps/api/src/lib/actor.ts',
    wrong: "import { openDatabase } from '../db/client.js';",
    why: 'Only repositories run SQL',
    allowed: ["import type { Executor } from '../db/client.js';"],
  },
  {
    name: 'a plugin bulk-inserts nothing',
    file: 'apps/api/src/plugins/auth.ts',
    wrong: "import { bulkInsert } from '../db/bulk-insert.js';",
    why: 'Only repositories run SQL',
    allowed: ["import type { Db } from '../db/client.js';"],
  },
  {
    name: 'a plugin imports no repository',
    file: 'apps/api/src/plugins/auth.ts',
    wrong: "import { findSignedInUser } from '../modules/users/users.repository.js';",
    why: 'use a module through its service',
    allowed: ["import { findSignedInUser } from '../modules/users/users.service.js';"],
  },
  {
    name: 'the command line imports no repository, not even the audit-log writer',
    file: 'apps/api/src/cli/create-admin.command.ts',
    wrong: "import { writeAuditLog } from '../modules/audit-logs/audit-logs.repository.js';",
    why: 'use a module through its service',
    allowed: ["import { writeAuditLog } from '../modules/audit-logs/audit-logs.service.js';"],
  },
  {
    name: 'a composition root opens the database and still imports no repository',
    file: 'apps/api/src/cli/run.ts',
    wrong: "import { countUsers } from '../modules/users/users.repository.js';",
    why: 'use a module through its service',
    allowed: ["import { openDatabase, type Database } from '../db/client.js';"],
  },
  {
    name: 'demo data imports no module repository',
    file: 'apps/api/src/demo/seed.ts',
    wrong: "import { insertUser } from '../modules/users/users.repository.js';",
    why: 'use a module through its service',
    allowed: [
      "import { insertUser } from '../modules/users/users.service.js';",
      "import * as repository from './demo.repository.js';",
    ],
  },
  {
    name: "demo data's own repository runs SQL, and reaches no module's repository",
    file: 'apps/api/src/demo/demo.repository.ts',
    wrong: "import { insertUser } from '../modules/users/users.repository.js';",
    why: 'use a module through its service',
    allowed: [
      "import { and, eq, sql } from 'drizzle-orm';",
      "import { bulkInsert } from '../db/bulk-insert.js';",
      "import { applications, users } from '../db/schema/index.js';",
    ],
  },
  {
    name: 'a routes file runs no SQL either',
    file: 'apps/api/src/modules/users/users.routes.ts',
    wrong: "import { eq } from 'drizzle-orm';",
    why: 'Only repositories run SQL',
    allowed: ["import type { Db } from '../../db/client.js';"],
  },
  {
    name: 'web lib/ imports no feature',
    file: 'apps/web/src/lib/use-session.ts',
    wrong: "import { getMe } from '../features/auth/api/get-me';",
    why: 'lib/ and components/ serve every feature',
    allowed: ["import { storage } from './storage';"],
  },
  {
    name: 'web components/ import nothing from app/',
    file: 'apps/web/src/components/ui/pager.tsx',
    wrong: "import { router } from '../../app/router';",
    why: 'composes the features',
    allowed: ["import { useTranslation } from '../../lib/use-translation';"],
  },
  {
    name: 'a web feature imports nothing from app/',
    file: 'apps/web/src/features/settings/pages/settings-page.tsx',
    wrong: "import { lazyPage } from '../../../app/lazy-page';",
    why: 'composes the features',
    allowed: ["import { PageTitle } from '../../../components/ui/page-title';"],
  },
  {
    name: 'a web feature imports no other feature',
    file: 'apps/web/src/features/settings/pages/settings-page.tsx',
    wrong: "import { useUsers } from '../../users/api/get-users';",
    why: "Features do not import each other's internals",
    allowed: [
      "import { FieldsTable } from '../components/fields-table';",
      "import { OptionModal } from '../components/form-config/option-modal';",
    ],
  },
  {
    name: 'a web feature imports no other feature, however deep the file',
    file: 'apps/web/src/features/settings/components/form-config/option-modal.tsx',
    wrong: "const page = import('../../../transactions/pages/list-page');",
    why: "Features do not import each other's internals",
    allowed: ["import { useFields } from '../../api/get-fields';"],
  },
  {
    name: 'the web app imports nothing from the API',
    file: 'apps/web/src/features/users/pages/users-page.tsx',
    wrong: "import type { User } from '../../../api/src/db/schema/users.js';",
    why: 'over HTTP only',
    allowed: [
      "import { ZUser } from '@mutabaa/shared';",
      "import { getUsers } from '../api/get-users';",
    ],
  },
  {
    name: 'packages/shared imports no app',
    file: 'packages/shared/src/schemas/users.ts',
    wrong: "import { users } from '../../../../apps/api/src/db/schema/users.js';",
    why: 'used by both apps',
    allowed: ["import { ZRole } from '../enums.js';"],
  },
];

describe('import boundaries', () => {
  it.each(cases)('$name', async ({ file, wrong, why, allowed }) => {
    const messages = await lint(file, wrong);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(why);
    for (const code of allowed) expect(await lint(file, code)).toEqual([]);
  });

  it('lets a module test arrange data through another module’s repository', async () => {
    const code = "import { findUser } from '../users/users.repository.js';";
    expect(await lint('apps/api/src/modules/auth/login.test.ts', code)).toEqual([]);
  });

  it('lets repositories, db/ and the composition root that opens the database import it', async () => {
    const drizzle = "import { and, eq, sql } from 'drizzle-orm';";
    const tables = "import { applications, users } from '../../db/schema/index.js';";
    const runner = "import { runStatement } from '../../db/statements.js';";
    for (const code of [drizzle, tables, runner]) {
      expect(await lint('apps/api/src/modules/reports/aggregates.repository.ts', code)).toEqual([]);
    }
    expect(await lint('apps/api/src/db/pg-boss.ts', drizzle)).toEqual([]);
    const open = "import { openDatabase } from './db/client.js';";
    expect(await lint('apps/api/src/app.ts', open)).toEqual([]);
  });

  it('lets tests and test helpers arrange data with SQL', async () => {
    const code = "import { sql } from 'drizzle-orm';";
    expect(await lint('apps/api/src/modules/reports/reports.test.ts', code)).toEqual([]);
    expect(await lint('apps/api/src/test/factories.ts', code)).toEqual([]);
  });

  it('lets a module test reach into another module’s internals', async () => {
    const code = "import { presentUser } from '../users/users.presenter.js';";
    expect(await lint('apps/api/src/modules/auth/login.test.ts', code)).toEqual([]);
  });

  it('leaves out a pending restriction and keeps the others in the same folder', async () => {
    const pending = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [typescript, ...importBoundaries({ pending: ['moduleToRepository'] })],
    });
    const file = 'apps/api/src/modules/users/pickers.routes.ts';
    expect(await lint(file, "import { a } from '../auth/tokens.repository.js';", pending)).toEqual([
      expect.stringContaining('Only services call repositories'),
    ]);
    const service = 'apps/api/src/modules/auth/auth.service.ts';
    expect(
      await lint(service, "import { a } from '../users/users.repository.js';", pending),
    ).toEqual([]);
  });

  it('is what `npm run lint` runs (eslint.config.js)', async () => {
    const project = new ESLint({ cwd: root });
    const file = 'apps/web/src/features/settings/pages/settings-page.tsx';
    const wrong = "import { useUsers } from '../../users/api/get-users';";
    expect(await lint(file, wrong, project)).toEqual([
      expect.stringContaining("Features do not import each other's internals"),
    ]);
    const app = "import { lazyPage } from '../../../app/lazy-page';";
    expect(await lint(file, app, project)).toEqual([
      expect.stringContaining('composes the features'),
    ]);
    const service = 'apps/api/src/modules/reports/reports.service.ts';
    expect(await lint(service, "import { sql } from 'drizzle-orm';", project)).toEqual([
      expect.stringContaining('Only repositories run SQL'),
    ]);
    const internal = "import { scopeOf } from '../applications/applications.policy.js';";
    expect(await lint(service, internal, project)).toEqual([
      expect.stringContaining("Another module uses it only through '../applications/index.js'"),
    ]);
  });
});
