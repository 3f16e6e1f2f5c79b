import { useTranslation } from '../../../lib/use-translation';

/** One dashboard figure; figures arrive with the dashboards issue, so none is shown yet. */
export function StatCard({ title, testId }: { title: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="col-sm-6 col-xl-3">
      <section className="card stat-card h-100" data-testid={testId}>
        <div className="card-body">
          <h2 className="stat-card-title">{title}</h2>
          <p className="stat-card-value mb-0">{t('common.empty')}</p>
        </div>
      </section>
    </div>
  );
}
