import { describe, expect, it } from 'vitest';
import type { CoverageContext } from './coverage.fixtures.js';

/** Assignments, by hand and by rule. */
export function assignmentCases({
  admin,
  editor,
  call,
  ok,
  lastSeq,
  entriesAfter,
  expectEntry,
  auditedOnce,
  draft,
}: CoverageContext) {
  describe('assignments', () => {
    it('audits a single assignment, and a bulk one once per application', async () => {
      const one = await draft();
      await auditedOnce(
        () =>
          call('POST', '/assignments/', {
            session: admin,
            payload: { transaction_ids: [one.id], assigned_to: editor.user.id, reason: 'Coverage' },
          }).then(ok),
        {
          action: 'application.assigned',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: one.id,
          changes: { assigned_to: [null, editor.user.id], reason: [null, 'Coverage'] },
        },
      );
      const many = [await draft(), await draft()];
      const before = await lastSeq();
      await ok(
        await call('POST', '/assignments/', {
          session: admin,
          payload: { transaction_ids: many.map((a) => a.id), assigned_to: editor.user.id },
        }),
      );
      const entries = await entriesAfter(before);
      expect(entries).toHaveLength(many.length);
      many.forEach((application, i) =>
        expectEntry(entries[i], {
          action: 'application.assigned',
          actorId: admin.user.id,
          entityType: 'application',
          entityId: application.id,
          changes: { assigned_to: [null, editor.user.id] },
        }),
      );
    });

    it('audits a rule change', async () => {
      for (const [from, to] of [
        ['off', 'round_robin'],
        ['round_robin', 'off'],
      ] as const) {
        await auditedOnce(
          () =>
            call('PUT', '/assignments/rules/', {
              session: admin,
              payload: { rules: [{ transaction_type: 'complaint', mode: to }] },
            }).then(ok),
          {
            action: 'assignment_rule.updated',
            actorId: admin.user.id,
            entityType: 'assignment_rule',
            entityId: 'complaint',
            changes: { mode: [from, to] },
          },
        );
      }
    });
  });
}
