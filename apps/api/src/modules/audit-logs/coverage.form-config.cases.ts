import type { TOption, TStatusTransition } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import type { CoverageContext } from './coverage.fixtures.js';

/** Form configuration: options, fields and the workflow. */
export function formConfigCases({ admin, call, ok, auditedOnce, draft }: CoverageContext) {
  describe('form configuration and workflow', () => {
    const FORM = '/transactions/form-config';

    it('audits a field change', async () => {
      const fields = await ok<{ results: { id: number; field_name: string; order: number }[] }>(
        await call('GET', `${FORM}/fields/`, { session: admin }),
      );
      const field = fields.results.find((f) => f.field_name === 'project_id')!;
      await auditedOnce(
        () =>
          call('PATCH', `${FORM}/fields/${field.id}/`, {
            session: admin,
            payload: { order: 40 },
          }).then(ok),
        {
          action: 'form_field.updated',
          actorId: admin.user.id,
          entityType: 'form_field',
          entityId: field.id,
          changes: { field_name: [null, 'project_id'], order: [field.order, 40] },
        },
      );
    });

    it('audits options: add, change, reorder, delete, and deactivate one in use', async () => {
      const list = `${FORM}/application-types`;
      const create = (value: string) =>
        call('POST', `${list}/`, {
          session: admin,
          payload: { value, label_en: 'Coverage', label_ar: 'تغطية', badge_color: '#112233' },
        }).then((r) => ok<TOption>(r, 201));
      const { result: option } = await auditedOnce(
        () => create('coverage_kind'),
        (created) => ({
          action: 'form_option.created',
          actorId: admin.user.id,
          entityType: 'form_option',
          entityId: created.id,
          changes: {
            list: [null, 'application-types'],
            value: [null, 'coverage_kind'],
            label_en: [null, 'Coverage'],
            label_ar: [null, 'تغطية'],
            badge_color: [null, '#112233'],
          },
          partial: true,
        }),
      );
      await auditedOnce(
        () =>
          call('PATCH', `${list}/${option.id}/`, {
            session: admin,
            payload: { label_en: 'Coverage kind' },
          }).then(ok),
        {
          action: 'form_option.updated',
          actorId: admin.user.id,
          entityType: 'form_option',
          entityId: option.id,
          changes: { list: [null, 'application-types'], label_en: ['Coverage', 'Coverage kind'] },
        },
      );

      const priorities = await ok<TOption[]>(
        await call('GET', `${FORM}/priorities/`, { session: admin }),
      );
      const ids = priorities.map((p) => p.id);
      const swapped = [ids[1]!, ids[0]!, ...ids.slice(2)];
      await auditedOnce(
        () =>
          call('POST', `${FORM}/priorities/reorder/`, {
            session: admin,
            payload: { ids: swapped },
          }).then(ok),
        {
          action: 'form_option.reordered',
          actorId: admin.user.id,
          entityType: 'form_option_list',
          entityId: 'priorities',
          changes: { value: [ids, swapped] },
        },
      );

      await auditedOnce(
        () =>
          call('DELETE', `${list}/${option.id}/`, { session: admin }).then((r) =>
            expect(r.statusCode, r.body).toBeLessThan(300),
          ),
        {
          action: 'form_option.deleted',
          actorId: admin.user.id,
          entityType: 'form_option',
          entityId: option.id,
          changes: {
            list: ['application-types', null],
            value: ['coverage_kind', null],
            label_en: ['Coverage kind', null],
          },
          partial: true,
        },
      );

      const used = await create('coverage_used');
      await draft({ transaction_type: 'coverage_used' });
      await auditedOnce(() => call('DELETE', `${list}/${used.id}/`, { session: admin }).then(ok), {
        action: 'form_option.deactivated',
        actorId: admin.user.id,
        entityType: 'form_option',
        entityId: used.id,
        changes: { list: [null, 'application-types'], is_active: [true, false] },
      });
    });

    it('audits the workflow: a transition added, changed and removed', async () => {
      const url = `${FORM}/status-transitions`;
      const { result: transition } = await auditedOnce(
        () =>
          call('POST', `${url}/`, {
            session: admin,
            payload: { from_status: 'on_hold', to_status: 'completed', min_role: 'admin' },
          }).then((r) => ok<TStatusTransition>(r, 201)),
        (created) => ({
          action: 'status_transition.created',
          actorId: admin.user.id,
          entityType: 'status_transition',
          entityId: created.id,
          changes: {
            id: [null, created.id],
            from_status: [null, 'on_hold'],
            to_status: [null, 'completed'],
            min_role: [null, 'admin'],
          },
        }),
      );
      await auditedOnce(
        () =>
          call('PATCH', `${url}/${transition.id}/`, {
            session: admin,
            payload: { min_role: 'editor' },
          }).then(ok),
        {
          action: 'status_transition.updated',
          actorId: admin.user.id,
          entityType: 'status_transition',
          entityId: transition.id,
          changes: {
            from_status: [null, 'on_hold'],
            to_status: [null, 'completed'],
            min_role: ['admin', 'editor'],
          },
        },
      );
      await auditedOnce(
        () =>
          call('DELETE', `${url}/${transition.id}/`, { session: admin }).then((r) =>
            expect(r.statusCode, r.body).toBe(204),
          ),
        {
          action: 'status_transition.deleted',
          actorId: admin.user.id,
          entityType: 'status_transition',
          entityId: transition.id,
          changes: {
            id: [transition.id, null],
            from_status: ['on_hold', null],
            to_status: ['completed', null],
            min_role: ['editor', null],
          },
        },
      );
    });
  });
}
