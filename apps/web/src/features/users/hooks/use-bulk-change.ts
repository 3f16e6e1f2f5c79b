import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useBulkUpdateUsers } from '../api/bulk-update-users';
import { withReassign } from '../utils/handover';
import type { ActiveChange, ActiveChangeOutcome } from './use-active-change';

/** The ActiveChange of the bulk toolbar: the picked users activated or deactivated at once. */
export function useBulkChange(run: (change: ActiveChange) => Promise<ActiveChangeOutcome>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const bulk = useBulkUpdateUsers();
  const number = (value: number) => formatNumber(value, language);

  return (userIds: readonly number[], isActive: boolean) => {
    const verb = isActive ? 'activate' : 'deactivate';
    return run({
      userIds,
      confirm: {
        title: t(`users.bulk.${verb}Title`, { number: number(userIds.length) }),
        body: t(`users.bulk.${verb}Body`),
        label: t(`users.bulk.${verb}`),
        tone: isActive ? 'primary' : 'danger',
      },
      send: async (reassign) => {
        const answer = await bulk.mutateAsync(
          withReassign({ user_ids: [...userIds], is_active: isActive }, reassign),
        );
        return t('users.bulk.done', {
          updated: number(answer.updated),
          reassigned: number(answer.reassigned),
        });
      },
    });
  };
}
