import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { assigneeNarrowing, reportLinks, valueNarrowing } from '../utils/report-links';
import { MetMissedCard } from './met-missed-card';
import type { ReportScope } from './report-scope';
import { StackedCountsCard, type StackedRow } from './stacked-counts-card';

const NOTES = ['service_level', 'breached_now'] as const;

/** Service levels met and missed by the applications completed in the period, breached now. */
export function ServiceLevelCard({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation();
  const { summary, filters } = scope;
  const { start, end } = summary.period;
  const { met, missed, breached_now: breached } = summary.service_level;
  return (
    <MetMissedCard
      scope={scope}
      title={t('reports.sla.title')}
      notes={NOTES}
      testId="report-sla"
      shareName={t('reports.sla.share')}
      met={{
        name: t('reports.sla.met'),
        count: met,
        href: reportLinks.sla(filters, start, end, true),
      }}
      missed={{
        name: t('reports.sla.missed'),
        count: missed,
        href: reportLinks.sla(filters, start, end, false),
      }}
      lateNow={{
        name: t('reports.sla.breachedNow'),
        count: breached,
        href: reportLinks.breached(filters),
      }}
    />
  );
}

/** Service levels met, missed and breached now by type or by assignee, stacked. */
export function ServiceLevelByCard({ scope, by }: { scope: ReportScope; by: 'type' | 'editor' }) {
  const { t } = useTranslation();
  const { summary, filters, language } = scope;
  const { start, end } = summary.period;
  const { by_type: types, by_editor: editors } = summary.service_level;
  const rows = useMemo(() => {
    const row = (
      key: string,
      label: string,
      counts: { met: number; missed: number; breached_now: number },
      own: Parameters<typeof reportLinks.breached>[1],
    ): StackedRow => ({
      key,
      label,
      counts: [counts.met, counts.missed, counts.breached_now],
      hrefs: [
        reportLinks.sla(filters, start, end, true, own),
        reportLinks.sla(filters, start, end, false, own),
        reportLinks.breached(filters, own),
      ],
    });
    return by === 'type'
      ? types.map((r) =>
          row(
            r.value || 'none',
            language === 'ar' ? r.label_ar : r.label_en,
            r,
            valueNarrowing('transaction_type', r.value),
          ),
        )
      : editors.map((r) =>
          row(
            String(r.user?.id ?? 'none'),
            r.user ? r.user.full_name || r.user.email : t('reports.editors.unassigned'),
            r,
            assigneeNarrowing(r.user?.id ?? null),
          ),
        );
  }, [by, types, editors, filters, start, end, language, t]);
  return (
    <StackedCountsCard
      scope={scope}
      title={t(by === 'type' ? 'reports.sla.byType' : 'reports.sla.byEditor')}
      notes={NOTES}
      testId={`report-sla-${by}`}
      rowHeader={t(by === 'type' ? 'reports.sla.type' : 'reports.editors.assignee')}
      series={[t('reports.sla.met'), t('reports.sla.missed'), t('reports.sla.breachedNow')]}
      rows={rows}
    />
  );
}
