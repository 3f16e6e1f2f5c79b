import { describe, expect, it } from 'vitest';
import type { TOption } from '@mutabaa/shared';
import { firstIssues } from '../../../../lib/zod-resolver';
import { decimalOf, offeredOptions, policyFormValues, ZPolicyForm } from './policy-form';

const values = policyFormValues(undefined);
const filled = { ...values, name_ar: 'عاجل', name_en: 'Urgent', resolution_hours: '8' };

describe('the policy dialog', () => {
  it('reads hours in either digits, with a decimal mark', () => {
    expect(decimalOf('12')).toBe(12);
    expect(decimalOf('١٢')).toBe(12);
    expect(decimalOf('١٢٫٥')).toBe(12.5);
    expect(decimalOf('12,5')).toBe(12.5);
    expect(decimalOf(' 0.25 ')).toBe(0.25);
    expect(decimalOf('')).toBe(undefined);
    expect(decimalOf('twelve')).toBe('twelve');
    expect(decimalOf('1.2.3')).toBe('1.2.3');
  });

  it('starts a new policy for any type and priority, warned at 80 %, active', () => {
    expect(values).toEqual({
      name_ar: '',
      name_en: '',
      transaction_type: '',
      priority: '',
      resolution_hours: '',
      pause_statuses: [],
      warn_percent: '80',
      active: true,
    });
  });

  it('sends null for "Any" and numbers for the typed ones', () => {
    expect(
      ZPolicyForm.parse({
        ...filled,
        priority: 'high',
        resolution_hours: '٣٦٫٥',
        warn_percent: '٩٠',
      }),
    ).toEqual({
      name_ar: 'عاجل',
      name_en: 'Urgent',
      transaction_type: null,
      priority: 'high',
      resolution_hours: 36.5,
      pause_statuses: [],
      warn_percent: 90,
      active: true,
    });
  });

  it('says which field is wrong, as the shared schema does', () => {
    const problems = (input: object) => {
      const result = ZPolicyForm.safeParse({ ...filled, ...input });
      return result.success
        ? {}
        : Object.fromEntries(
            Object.entries(firstIssues(result.error)).map(([k, v]) => [k, v.message]),
          );
    };
    expect(problems({ resolution_hours: '' })).toEqual({ resolution_hours: 'required' });
    expect(problems({ resolution_hours: 'soon' })).toEqual({ resolution_hours: 'invalid' });
    expect(problems({ resolution_hours: '0' })).toEqual({ resolution_hours: 'sla_hours_range' });
    expect(problems({ warn_percent: '150' })).toEqual({ warn_percent: 'sla_warn_percent_range' });
    expect(problems({ warn_percent: '50.5' })).toEqual({ warn_percent: 'invalid' });
    expect(problems({ name_en: '  ' })).toEqual({ name_en: 'required' });
  });

  it('starts from the policy being edited', () => {
    expect(
      policyFormValues({
        id: 4,
        name_ar: 'أ',
        name_en: 'A',
        transaction_type: 'permit',
        priority: null,
        resolution_hours: 7.5,
        pause_statuses: ['on_hold'],
        warn_percent: 75,
        active: false,
        created_at: '',
        updated_at: '',
      }),
    ).toEqual({
      name_ar: 'أ',
      name_en: 'A',
      transaction_type: 'permit',
      priority: '',
      resolution_hours: '7.5',
      pause_statuses: ['on_hold'],
      warn_percent: '75',
      active: false,
    });
  });
});

const option = (value: string, order: number, is_active = true): TOption => ({
  id: order + 1,
  value,
  label_en: value,
  label_ar: value,
  badge_color: '#000000',
  order,
  is_active,
});

describe('the options offered', () => {
  const statuses = [
    option('completed', 4),
    option('draft', 0),
    option('submitted', 1),
    option('on_hold', 2),
    option('archived', 3, false),
  ];

  it('are the active ones in order, less those left out', () => {
    expect(offeredOptions(statuses, [], ['draft', 'completed']).map((o) => o.value)).toEqual([
      'submitted',
      'on_hold',
    ]);
  });

  it('keep a chosen value no longer offered, so that it can be taken away', () => {
    expect(
      offeredOptions(statuses, ['archived', 'gone', 'on_hold'], ['draft']).map((o) => [
        o.value,
        o.is_active,
      ]),
    ).toEqual([
      ['submitted', true],
      ['on_hold', true],
      ['completed', true],
      ['archived', false],
      ['gone', false],
    ]);
  });
});
