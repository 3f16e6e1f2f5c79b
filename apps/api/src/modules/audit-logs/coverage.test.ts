import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { coverageSetup } from './coverage.fixtures.js';
import { signInCases } from './coverage.sign-in.cases.js';
import { accountCases } from './coverage.accounts.cases.js';
import { settingsCases } from './coverage.settings.cases.js';
import { formConfigCases } from './coverage.form-config.cases.js';
import { applicationCases } from './coverage.applications.cases.js';
import { assignmentCases } from './coverage.assignments.cases.js';
import { exportCases } from './coverage.exports.cases.js';

// Every action of the audit trail's coverage, done through the HTTP API: each leaves exactly
// one entry, with its actor, record, before and after, address and user agent. The parts run
// here in turn, on one database, so that the log can be checked as a whole at the end.
const cast = coverageSetup();
const { PASSWORDS, t } = cast;

signInCases(cast);
accountCases(cast);
settingsCases(cast);
formConfigCases(cast);
applicationCases(cast);
assignmentCases(cast);
exportCases(cast);

describe('the log as a whole', () => {
  it('holds none of the passwords used, anywhere', async () => {
    for (const password of PASSWORDS) {
      const [row] = await t.app.db
        .select({ n: sql<string | number>`count(*)` })
        .from(auditLogs)
        .where(
          sql`strpos(${auditLogs.changes}::text || coalesce(${auditLogs.entityId}, '') || coalesce(${auditLogs.userAgent}, ''), ${password}) > 0`,
        );
      expect(Number(row?.n), password).toBe(0);
    }
  });

  it('names only known actions and record types', async () => {
    const rows = await t.app.db
      .selectDistinct({ action: auditLogs.action, entityType: auditLogs.entityType })
      .from(auditLogs);
    expect(rows.length).toBeGreaterThan(30);
    const actions: readonly string[] = AUDIT_ACTIONS;
    const types: readonly string[] = AUDIT_ENTITY_TYPES;
    expect(rows.map((r) => r.action).filter((a) => !actions.includes(a))).toEqual([]);
    expect(rows.map((r) => r.entityType).filter((e) => !types.includes(e))).toEqual([]);
  });
});
