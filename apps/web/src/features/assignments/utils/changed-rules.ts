import type { AssignmentMode, TAssignmentRule } from '@mutabaa/shared';

/** The rows whose chosen mode differs from the saved one: what PUT /assignments/rules/ needs. */
export function changedRules(
  saved: readonly TAssignmentRule[],
  draft: Readonly<Record<string, AssignmentMode>>,
): { transaction_type: string; mode: AssignmentMode }[] {
  return saved
    .filter((rule) => {
      const chosen = draft[rule.transaction_type];
      return chosen !== undefined && chosen !== rule.mode;
    })
    .map((rule) => ({
      transaction_type: rule.transaction_type,
      mode: draft[rule.transaction_type]!,
    }));
}
