import { describe, expect, it } from 'vitest';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR, type TOption } from '@mutabaa/shared';
import {
  EMPTY_FORM_CONFIG,
  findOption,
  formConfigHelpers,
  optionLabel,
  statusBadgeColor,
} from './form-config';

const option = (value: string, badge_color = '#123456', extra: Partial<TOption> = {}): TOption => ({
  id: 1,
  value,
  label_en: `${value} en`,
  label_ar: `${value} ar`,
  badge_color,
  order: 0,
  is_active: true,
  ...extra,
});

describe('form configuration helpers', () => {
  it('counts a field with no configuration as enabled and required', () => {
    const h = formConfigHelpers(EMPTY_FORM_CONFIG);
    expect(h.isFieldEnabled('department')).toBe(true);
    expect(h.isFieldRequired('department')).toBe(true);
  });

  it('reads the configured flags; a disabled field is not required', () => {
    const field = (field_name: string, is_enabled: boolean, is_required: boolean) => ({
      id: 1,
      field_name,
      label_en: field_name,
      label_ar: field_name,
      is_enabled,
      is_required,
      order: 0,
    });
    const h = formConfigHelpers({
      ...EMPTY_FORM_CONFIG,
      fields: [field('tags', true, false), field('project_id', false, true)],
    });
    expect(h.isFieldEnabled('tags')).toBe(true);
    expect(h.isFieldRequired('tags')).toBe(false);
    expect(h.isFieldEnabled('project_id')).toBe(false);
    expect(h.isFieldRequired('project_id')).toBe(false);
  });

  it('labels options in the interface language', () => {
    const o = option('urgent');
    expect(optionLabel(o, 'ar')).toBe('urgent ar');
    expect(optionLabel(o, 'en')).toBe('urgent en');
    expect(optionLabel({ ...o, label_ar: '' }, 'ar')).toBe('urgent en');
  });

  it('matches status names lower-case with spaces as underscores', () => {
    const statuses = [option('under_review', '#abcdef')];
    expect(findOption(statuses, 'Under Review')?.value).toBe('under_review');
    expect(statusBadgeColor(statuses, 'UNDER REVIEW')).toBe('#abcdef');
  });

  it("prefers the server's colour, then the built-in one, and greys unknown statuses", () => {
    expect(statusBadgeColor([], 'In Progress')).toBe(STATUS_COLORS.in_progress);
    expect(statusBadgeColor([option('paid', 'not-a-colour')], 'paid')).toBe(STATUS_COLORS.paid);
    expect(statusBadgeColor([], 'archived')).toBe(UNKNOWN_STATUS_COLOR);
    expect(UNKNOWN_STATUS_COLOR).toBe('#6c757d');
    const h = formConfigHelpers({
      ...EMPTY_FORM_CONFIG,
      statuses: [option('archived', '#222222')],
    });
    expect(h.statusColor('Archived')).toBe('#222222');
    expect(h.statusLabel('archived', 'en')).toBe('archived en');
    expect(h.statusLabel('unknown thing', 'en')).toBe('unknown thing');
  });

  it('lists active options in order', () => {
    const h = formConfigHelpers(EMPTY_FORM_CONFIG);
    const list = [
      option('b', '#000000', { order: 2 }),
      option('a', '#000000', { order: 1 }),
      option('c', '#000000', { is_active: false }),
    ];
    expect(h.activeOptions(list).map((o) => o.value)).toEqual(['a', 'b']);
  });
});
