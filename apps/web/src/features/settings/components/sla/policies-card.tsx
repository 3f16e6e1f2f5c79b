import { useId, useState } from 'react';
import type { TSlaPolicy } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { formatNumber } from '../../../../lib/numbers';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteSlaPolicy } from '../../api/delete-sla-policy';
import { useSlaPolicies } from '../../api/get-sla-policies';
import { nameFor } from './name-for';
import { optionText, percentText } from './policy-labels';
import { PolicyDialog } from './policy-dialog';

/** The promises of the service levels: hours per type and priority, pauses, warning; CRUD. */
export function PoliciesCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const policies = useSlaPolicies();
  const config = useFormConfig();
  const remover = useDeleteSlaPolicy();
  const feedback = useFeedback();
  const titleId = useId();
  const [editing, setEditing] = useState<TSlaPolicy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSlaPolicy | null>(null);
  const any = t('sla.policies.any');
  const { applicationTypes, priorities } = config.data;

  const remove = async (policy: TSlaPolicy) => {
    feedback.clear();
    try {
      // The server says whether it was deleted or, being in use, deactivated.
      feedback.success((await remover.mutateAsync(policy.id)).detail);
    } catch (error) {
      feedback.failure(errorText(t, error, t('sla.saveFailed')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="card" aria-labelledby={titleId} data-testid="sla-policies">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 card-title mb-0">
            {t('sla.policies.title')}
          </h2>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing('new')}
            data-testid="sla-policy-add"
          >
            {t('sla.policies.add')}
          </button>
        </div>
        <p className="text-body-secondary">{t('sla.policies.intro')}</p>
        <Feedback message={feedback.message} testId="sla-policies" />
        <QueryState
          query={policies}
          errorFallback={t('sla.loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{t('sla.policies.empty')}</p>}
        >
          {(list) => (
            <ResponsiveTable
              className="align-middle mb-0"
              aria-labelledby={titleId}
              data-testid="sla-policies-table"
            >
              <thead>
                <tr>
                  <th scope="col">{t('sla.policies.name')}</th>
                  <th scope="col">{t('sla.policies.type')}</th>
                  <th scope="col">{t('sla.policies.priority')}</th>
                  <th scope="col">{t('sla.policies.hours')}</th>
                  <th scope="col">{t('sla.policies.pauses')}</th>
                  <th scope="col">{t('sla.policies.warn')}</th>
                  <th scope="col">{t('sla.policies.active')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('sla.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((policy) => {
                  const name = nameFor(policy, language);
                  const pauses = policy.pause_statuses.map((status) =>
                    config.statusLabel(status, language),
                  );
                  return (
                    <tr key={policy.id} data-testid="sla-policy-row">
                      <th scope="row" className="fw-normal card-cell-title">
                        <bdi>{name}</bdi>
                      </th>
                      <td data-label={t('sla.policies.type')} data-testid="sla-policy-type">
                        <bdi>
                          {optionText(applicationTypes, policy.transaction_type, language, any)}
                        </bdi>
                      </td>
                      <td data-label={t('sla.policies.priority')} data-testid="sla-policy-priority">
                        <bdi>{optionText(priorities, policy.priority, language, any)}</bdi>
                      </td>
                      <td data-label={t('sla.policies.hours')} data-testid="sla-policy-hours">
                        {formatNumber(policy.resolution_hours, language)}
                      </td>
                      <td data-label={t('sla.policies.pauses')} data-testid="sla-policy-pauses">
                        {pauses.length === 0 ? (
                          <span className="text-body-secondary">{t('sla.policies.noPauses')}</span>
                        ) : (
                          pauses.map((label, index) => (
                            <span key={policy.pause_statuses[index]}>
                              {index > 0 && t('sla.listSeparator')}
                              <bdi>{label}</bdi>
                            </span>
                          ))
                        )}
                      </td>
                      <td data-label={t('sla.policies.warn')}>
                        {percentText(policy.warn_percent, language)}
                      </td>
                      <td data-label={t('sla.policies.active')} data-testid="sla-policy-active">
                        <span
                          className={`badge ${policy.active ? 'text-bg-success' : 'text-bg-secondary'}`}
                        >
                          {policy.active ? t('sla.policies.on') : t('sla.policies.off')}
                        </span>
                      </td>
                      <td className="text-nowrap card-cell-actions">
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm me-1"
                          onClick={() => setEditing(policy)}
                          aria-label={t('sla.editNamed', { name })}
                          data-testid="sla-policy-edit"
                        >
                          {t('sla.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          onClick={() => setDeleting(policy)}
                          aria-label={t('sla.deleteNamed', { name })}
                          data-testid="sla-policy-delete"
                        >
                          {t('sla.delete')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ResponsiveTable>
          )}
        </QueryState>
      </div>
      {editing && (
        <PolicyDialog
          policy={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            feedback.success(text);
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('sla.policies.deleteTitle')}
        body={t('sla.policies.deleteConfirm', {
          name: deleting ? isolate(nameFor(deleting, language)) : '',
        })}
        confirmLabel={t('sla.delete')}
        busy={remover.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
        testId="sla-policy-delete-dialog"
      />
    </section>
  );
}
