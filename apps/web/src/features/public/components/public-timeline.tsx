import '../../../styles/timeline.css';
import type { TPublicTimelineEntry } from '@mutabaa/shared';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { DisplayBadge } from './display-badge';
import { useDateStyle } from '../../../lib/date-style';

/** The statuses the application went through, oldest first. */
export function PublicTimeline({ entries }: { entries: TPublicTimelineEntry[] }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="public-timeline-title" className="mt-4">
      <h2 id="public-timeline-title" className="h5 mb-3">
        {t('public.timeline')}
      </h2>
      <ol className="timeline list-unstyled mb-0" data-testid="public-timeline">
        {entries.map((entry, index) => (
          <li
            key={`${entry.at}-${index}`}
            className="timeline-item"
            data-testid="public-timeline-entry"
          >
            <DisplayBadge
              status={entry.status}
              display={entry.status_display}
              language={language}
            />
            <div className="small text-body-secondary mt-1">
              <time dateTime={entry.at}>{formatDateTime(entry.at, dateStyle)}</time>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
