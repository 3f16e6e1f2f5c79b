import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

type StatCardProps = {
  title: string;
  /** Undefined while the figures load. */
  value: number | undefined;
  /** The card's fixed decorative line under the figure. */
  note: string;
  testId: string;
};

/** One dashboard figure with its title and decorative note. */
export function StatCard({ title, value, note, testId }: StatCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="col">
      <section
        className="card stat-card h-100"
        data-testid={testId}
        aria-busy={value === undefined}
      >
        <div className="card-body">
          <h2 className="stat-card-title">{title}</h2>
          <p className="stat-card-value mb-1" data-testid={`${testId}-value`} data-value={value}>
            {value === undefined ? t('common.empty') : formatNumber(value, language)}
          </p>
          <p className="stat-card-note small text-body-secondary mb-0">{note}</p>
        </div>
      </section>
    </div>
  );
}
