import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { Language, TReportDuration } from '@mutabaa/shared';
import { optionLabel } from '../../../lib/form-config';
import { axisChartOptions } from '../utils/chart-options';
import { SERIES_COLOURS } from '../utils/report-colours';
import { formatHours, hoursStep } from '../utils/report-format';

/** Median and 90th percentile of each row as paired horizontal bars, read as durations. */
export function useDurationChart(
  items: readonly TReportDuration[],
  language: Language,
  names: { median: string; p90: string },
) {
  return useMemo((): { labels: string[]; config: ChartConfiguration } => {
    const labels = items.map((item) => optionLabel(item, language));
    const format = (hours: number) => formatHours(hours, language);
    const max = Math.max(0, ...items.map((item) => item.p90_hours ?? item.median_hours ?? 0));
    return {
      labels,
      config: {
        type: 'bar',
        data: {
          labels,
          datasets: [
            {
              label: names.median,
              data: items.map((item) => item.median_hours),
              backgroundColor: SERIES_COLOURS.median,
            },
            {
              label: names.p90,
              data: items.map((item) => item.p90_hours),
              backgroundColor: SERIES_COLOURS.p90,
            },
          ],
        },
        options: axisChartOptions(language, { horizontal: true, format, step: hoursStep(max) }),
      },
    };
  }, [items, language, names.median, names.p90]);
}

/** Room for two bars a row. */
export const pairedBarsHeight = (rows: number) => Math.max(160, rows * 44 + 70);
