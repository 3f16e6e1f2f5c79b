import { describe, expect, it } from 'vitest';
import { scopeTaken, sortTemplates, startingTemplate, type TemplateScope } from './template-scope';

const tpl = (id: number, scope: Partial<TemplateScope>) => ({
  id,
  kind: 'decision' as const,
  application_type: null,
  status: null,
  ...scope,
});

const TYPES: Record<string, string> = { permit: 'Permit', licence: 'Licence', zz: 'Alpha' };
const STATUSES: Record<string, string> = { approved: 'Approved', cancelled: 'Cancelled' };
const typeLabel = (v: string) => TYPES[v] ?? v;
const statusLabel = (v: string) => STATUSES[v] ?? v;

describe('the document templates in order', () => {
  it('goes by kind, then all types first, then by the labels of the type and the status', () => {
    const list = [
      tpl(1, { kind: 'certificate' }),
      tpl(2, { application_type: 'permit', status: 'approved' }),
      tpl(3, { status: 'cancelled' }),
      tpl(4, { kind: 'receipt', application_type: 'licence' }),
      tpl(5, { status: 'approved' }),
      tpl(6, { kind: 'receipt' }),
      tpl(7, { application_type: 'zz', status: 'approved' }),
    ];
    expect(sortTemplates(list, typeLabel, statusLabel).map((t) => t.id)).toEqual([
      6, 4, 5, 3, 7, 2, 1,
    ]);
  });
});

describe('a new template', () => {
  const list = [
    tpl(1, { kind: 'receipt' }),
    tpl(2, { status: 'approved' }),
    tpl(3, { status: 'cancelled', application_type: 'permit' }),
    tpl(4, { status: 'cancelled' }),
    tpl(5, { kind: 'certificate', application_type: 'permit' }),
  ];

  it('is refused where its scope is taken, type and status included', () => {
    expect(scopeTaken(list, { kind: 'decision', application_type: null, status: 'approved' })).toBe(
      true,
    );
    expect(
      scopeTaken(list, { kind: 'decision', application_type: 'permit', status: 'approved' }),
    ).toBe(false);
    expect(scopeTaken(list, { kind: 'receipt', application_type: 'permit', status: null })).toBe(
      false,
    );
  });

  it('starts from its status’s template for all types, else its kind’s closest', () => {
    expect(startingTemplate(list, { kind: 'decision', status: 'cancelled' })?.id).toBe(4);
    expect(startingTemplate(list, { kind: 'decision', status: 'approved' })?.id).toBe(2);
    // No decision letter yet at this status: the kind's one for all types.
    expect(startingTemplate(list, { kind: 'decision', status: 'rejected' })?.id).toBe(2);
    expect(startingTemplate(list, { kind: 'receipt', status: null })?.id).toBe(1);
    expect(startingTemplate(list, { kind: 'certificate', status: null })?.id).toBe(5);
    expect(startingTemplate([], { kind: 'certificate', status: null })).toBeUndefined();
  });
});
