import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES, type Language } from '@mutabaa/shared';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import type { NotificationStats } from '../utils/grouping';

/** The centre's figures: total, unread, and counts by type and by category. */
export function CentreStats({ stats }: { stats: NotificationStats }) {
  const { t, language } = useTranslation();
  const number = (n: number) => formatNumber(n, language as Language);
  return (
    <section
      className="notification-stats mb-4"
      aria-label={t('notifications.stats.label')}
      data-testid="notification-stats"
    >
      <div className="notification-stat">
        <span className="notification-stat-value" data-testid="stat-total">
          {number(stats.total)}
        </span>
        <span className="notification-stat-label">{t('notifications.stats.total')}</span>
      </div>
      <div className="notification-stat">
        <span className="notification-stat-value" data-testid="stat-unread">
          {number(stats.unread)}
        </span>
        <span className="notification-stat-label">{t('notifications.stats.unread')}</span>
      </div>
      <div className="notification-stat notification-stat-wide">
        <span className="notification-stat-label">{t('notifications.stats.byType')}</span>
        <ul className="notification-stat-list" data-testid="stat-by-type">
          {[...NOTIFICATION_TYPES, 'other' as const].map((kind) => (
            <li key={kind} data-kind={kind}>
              {t(`notifications.types.${kind}`)}: <strong>{number(stats.byType[kind])}</strong>
            </li>
          ))}
        </ul>
      </div>
      <div className="notification-stat notification-stat-wide">
        <span className="notification-stat-label">{t('notifications.stats.byCategory')}</span>
        <ul className="notification-stat-list" data-testid="stat-by-category">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <li key={category} data-category={category}>
              <span className={`notification-swatch notification-${category}`} aria-hidden="true" />
              {t(`notifications.categories.${category}`)}:{' '}
              <strong>{number(stats.byCategory[category])}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
