import { useTranslation } from '../../../lib/use-translation';
import { useBulkUpdateUsers } from '../api/bulk-update-users';
import { withReassign } from '../utils/handover';
import type { ActiveChange, ActiveChangeOutcome } from './use-active-change';

/** The ActiveChange of the bulk toolbar: the picked users activated or deactivated at once. */
export function useBulkChange(run: (change: ActiveChange) => Promise<ActiveChangeOutcome>) {
  const { t } = useTranslation();
  const bulk = useBulkUpdateUsers();

  return (userIds: readonly number[], isActive: boolean) => {
    const verb = isActive ? 'activate' : 'deactivate';
    return run({
      userIds,
      confirm: {
        title: t(`users.bulk.${verb}Title`, { count: userIds.length }),
        body: t(`users.bulk.${verb}Body`),
        label: t(`users.bulk.${verb}`),
        tone: isActive ? 'primary' : 'danger',
      },
      send: async (reassign) => {
        const answer = await bulk.mutateAsync(
          withReassign({ user_ids: [...userIds], is_active: isActive }, reassign),
        );
        return `${t('users.bulk.updated', { count: answer.updated })} ${t('users.bulk.handedOver', { count: answer.reassigned })}`;
      },
    });
  };
}
