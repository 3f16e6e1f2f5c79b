import { PageSpinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import type { NotificationSection } from '../utils/grouping';
import { CentreGroups } from './centre-groups';

type Props = {
  pending: boolean;
  sections: readonly NotificationSection[];
  /** Whether a filter is applied: an empty list then says nothing matched. */
  filtered: boolean;
  busy: boolean;
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
};

/** The centre's tab content: a spinner while the first page loads, the groups, or why none. */
export function CentreList({ pending, sections, filtered, busy, onRead, onDelete }: Props) {
  const { t } = useTranslation();
  if (pending) return <PageSpinner />;
  if (sections.length === 0) {
    return (
      <p className="text-body-secondary text-center py-4" data-testid="notifications-empty">
        {t(filtered ? 'notifications.filters.noMatch' : 'notifications.empty')}
      </p>
    );
  }
  return <CentreGroups sections={sections} busy={busy} onRead={onRead} onDelete={onDelete} />;
}
