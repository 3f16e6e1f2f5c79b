import { hasRole, type TApplicationSla } from '@mutabaa/shared';
import { useDateStyle } from '../../lib/date-style';
import { formatDateTime } from '../../lib/format';
import {
  isOpenSla,
  SLA_TONE_CLASS,
  slaBadgeText,
  useMinuteClock,
  useWorkingCalendar,
} from '../../lib/sla';
import { useSession } from '../../lib/use-session';
import { useTranslation } from '../../lib/use-translation';

/**
 * A staff member's view of an application's service level: the state in colour and words,
 * the working time left or the time past the promise, and the due moment in its title.
 * Nothing when no policy applies.
 */
export function SlaBadge({ sla }: { sla: TApplicationSla | null }) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const { user } = useSession();
  const calendar = useWorkingCalendar(hasRole(user?.role, 'editor'));
  const now = useMinuteClock();
  if (!sla) return null;
  const { text, tone } = slaBadgeText(sla, now, calendar);
  const due = t('slaBadge.due', { moment: formatDateTime(sla.due_at, dateStyle) });
  return (
    <span
      className={`badge ${SLA_TONE_CLASS[tone]}`}
      title={due}
      data-testid="sla-badge"
      data-state={sla.state}
    >
      {t(text.key, text.count === undefined ? undefined : { count: text.count })}
      <span className="visually-hidden">{` (${due})`}</span>
    </span>
  );
}

/** What the applicant sees: the moment their application is expected by, while it is open. */
export function SlaExpectedBy({ sla }: { sla: TApplicationSla | null }) {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  if (!sla || !isOpenSla(sla)) return null;
  return (
    <span data-testid="sla-expected">
      {t('slaBadge.expectedBy', { moment: formatDateTime(sla.due_at, dateStyle) })}
    </span>
  );
}
