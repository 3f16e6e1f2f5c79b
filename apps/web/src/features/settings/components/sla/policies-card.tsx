import type { TSlaPolicy } from '@mutabaa/shared';
import { formatNumber } from '../../../../lib/numbers';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteSlaPolicy } from '../../api/delete-sla-policy';
import { useSlaPolicies } from '../../api/get-sla-policies';
import { optionText, percentText } from './policy-labels';
import { PolicyDialog } from './policy-dialog';
import { SlaListCard } from './sla-list-card';

/** The promises of the service levels: hours per type and priority, pauses, warning; CRUD. */
export function PoliciesCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const policies = useSlaPolicies();
  const config = useFormConfig();
  const remover = useDeleteSlaPolicy();
  const any = t('sla.policies.any');
  const { applicationTypes, priorities } = config.data;

  const pauses = (policy: TSlaPolicy) => {
    if (policy.pause_statuses.length === 0) {
      return <span className="text-body-secondary">{t('sla.policies.noPauses')}</span>;
    }
    return policy.pause_statuses.map((status, index) => (
      <span key={status}>
        {index > 0 && t('sla.listSeparator')}
        <bdi>{config.statusLabel(status, language)}</bdi>
      </span>
    ));
  };

  return (
    <SlaListCard
      testIds={{ one: 'policy', many: 'policies' }}
      texts={{
        title: t('sla.policies.title'),
        intro: t('sla.policies.intro'),
        add: t('sla.policies.add'),
        empty: t('sla.policies.empty'),
        deleteTitle: t('sla.policies.deleteTitle'),
        name: t('sla.policies.name'),
      }}
      deleteConfirm={(name) => t('sla.policies.deleteConfirm', { name })}
      query={policies}
      columns={[
        {
          header: t('sla.policies.type'),
          testId: 'sla-policy-type',
          cell: (policy) => (
            <bdi>{optionText(applicationTypes, policy.transaction_type, language, any)}</bdi>
          ),
        },
        {
          header: t('sla.policies.priority'),
          testId: 'sla-policy-priority',
          cell: (policy) => <bdi>{optionText(priorities, policy.priority, language, any)}</bdi>,
        },
        {
          header: t('sla.policies.hours'),
          testId: 'sla-policy-hours',
          cell: (policy) => formatNumber(policy.resolution_hours, language),
        },
        { header: t('sla.policies.pauses'), testId: 'sla-policy-pauses', cell: pauses },
        {
          header: t('sla.policies.warn'),
          cell: (policy) => percentText(policy.warn_percent, language),
        },
        {
          header: t('sla.policies.active'),
          testId: 'sla-policy-active',
          cell: (policy) => (
            <span className={`badge ${policy.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
              {policy.active ? t('sla.policies.on') : t('sla.policies.off')}
            </span>
          ),
        },
      ]}
      // The server says whether it was deleted or, being in use, deactivated.
      remove={async (policy) => (await remover.mutateAsync(policy.id)).detail}
      removing={remover.isPending}
      dialog={(policy, close) => <PolicyDialog policy={policy} {...close} />}
    />
  );
}
