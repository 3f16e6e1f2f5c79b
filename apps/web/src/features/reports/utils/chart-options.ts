import type { ChartOptions, TooltipItem } from 'chart.js';
import { directionOf, type Language } from '@mutabaa/shared';

type AxisOptions = {
  /** Bars along the x axis (categories on y), for long labels such as types and names. */
  horizontal?: boolean;
  stacked?: boolean;
  /** How a value reads on its axis and in the tooltip (counts by default). */
  format?: (value: number) => string;
  legend?: boolean;
  /** The distance between two ticks of the value axis (durations step by whole days). */
  step?: number;
};

/**
 * Options every bar and line chart of the report shares, mirrored in a right-to-left language:
 * the category axis runs from the right, the value axis stands on the right, and the legend
 * and tooltips read right to left. Numbers follow the language (Chart.js `locale`).
 */
export function axisChartOptions(
  language: Language,
  { horizontal = false, stacked = false, format, legend = true, step }: AxisOptions = {},
): ChartOptions<'bar'> {
  const rtl = directionOf(language) === 'rtl';
  const valueTicks = {
    precision: 0,
    ...(step ? { stepSize: step } : {}),
    ...(format ? { callback: (value: string | number) => format(Number(value)) } : {}),
  };
  const valueAxis = { beginAtZero: true, stacked, ticks: valueTicks };
  const categoryAxis = { stacked, ticks: { autoSkip: true } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: language,
    indexAxis: horizontal ? 'y' : 'x',
    interaction: { mode: 'nearest', intersect: true },
    scales: horizontal
      ? {
          x: { ...valueAxis, reverse: rtl },
          y: { ...categoryAxis, position: rtl ? 'right' : 'left' },
        }
      : {
          x: { ...categoryAxis, reverse: rtl },
          y: { ...valueAxis, position: rtl ? 'right' : 'left' },
        },
    plugins: {
      legend: {
        display: legend,
        rtl,
        textDirection: rtl ? 'rtl' : 'ltr',
        // In the datasets' order, whatever order they are drawn in.
        labels: { boxWidth: 14, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) },
      },
      tooltip: {
        rtl,
        textDirection: rtl ? 'rtl' : 'ltr',
        ...(format
          ? {
              callbacks: {
                label: (item: TooltipItem<'bar'>) =>
                  `${item.dataset.label ?? ''}: ${format(Number(item.parsed[horizontal ? 'x' : 'y']))}`,
              },
            }
          : {}),
      },
    },
  };
}

/** A doughnut's options, its legend and tooltips right to left in such a language. */
export function doughnutOptions(language: Language): ChartOptions<'doughnut'> {
  const rtl = directionOf(language) === 'rtl';
  const textDirection = rtl ? 'rtl' : 'ltr';
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: language,
    plugins: {
      legend: { position: 'bottom', rtl, textDirection, labels: { boxWidth: 14 } },
      tooltip: { rtl, textDirection },
    },
  };
}
