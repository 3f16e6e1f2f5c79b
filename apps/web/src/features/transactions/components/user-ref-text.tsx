import type { TUserRef } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';

/** A user another record refers to: their full name, else e-mail, else a dash. */
export function UserRefText({ user }: { user: TUserRef | null | undefined }) {
  const { t } = useTranslation();
  return <bdi>{user?.full_name || user?.email || t('common.empty')}</bdi>;
}
