import { describe, expect, it } from 'vitest';
import type { TAssignmentRule } from '@mutabaa/shared';
import { changedRules } from './changed-rules';

const rule = (transaction_type: string, mode: TAssignmentRule['mode']): TAssignmentRule => ({
  transaction_type,
  label_en: transaction_type,
  label_ar: transaction_type,
  mode,
  updated_at: null,
});

describe('changed assignment rules', () => {
  const saved = [rule('permit', 'off'), rule('renewal', 'balanced'), rule('audit', 'round_robin')];

  it('sends only the types whose mode was changed, in the table order', () => {
    expect(changedRules(saved, { audit: 'off', permit: 'balanced' })).toEqual([
      { transaction_type: 'permit', mode: 'balanced' },
      { transaction_type: 'audit', mode: 'off' },
    ]);
  });

  it('sends nothing when a mode was changed and changed back, or for unknown types', () => {
    expect(changedRules(saved, { renewal: 'balanced', gone: 'off' })).toEqual([]);
    expect(changedRules(saved, {})).toEqual([]);
  });
});
