import { useTranslation } from '../../../lib/use-translation';
import type { NotificationSection } from '../utils/grouping';
import { useNow } from '../hooks/use-now';
import { CentreRow } from './centre-row';

type Props = {
  sections: readonly NotificationSection[];
  busy: boolean;
  onRead: (id: number) => void;
  onDelete: (id: number) => void;
};

/** The centre's list under day headings (Today, Yesterday, This Week, Older). */
export function CentreGroups({ sections, busy, onRead, onDelete }: Props) {
  const { t } = useTranslation();
  // Relative times move on while the list stays on screen.
  const now = useNow();
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.group}
          className="notification-group mb-4"
          aria-labelledby={`notification-group-${section.group}`}
          data-testid={`notification-group-${section.group}`}
        >
          <h2 id={`notification-group-${section.group}`} className="h6 text-body-secondary mb-2">
            {t(`notifications.groups.${section.group}`)}
          </h2>
          <ul className="list-unstyled notification-centre-list mb-0">
            {section.items.map((item) => (
              <CentreRow
                key={item.id}
                item={item}
                busy={busy}
                now={now}
                onRead={() => onRead(item.id)}
                onDelete={() => onDelete(item.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
