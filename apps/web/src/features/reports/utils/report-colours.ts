import { isHexColour } from '../../../lib/colour';

/** The series of the report's charts, each in one colour on every chart. */
export const SERIES_COLOURS = {
  created: '#0d6efd',
  completed: '#198754',
  backlog: '#b02a37',
  median: '#0d6efd',
  p90: '#6f42c1',
  met: '#198754',
  missed: '#dc3545',
  overdue: '#fd7e14',
} as const;

/** Colours of bars no option colours (departments, options without a badge colour). */
const PALETTE = [
  '#0d6efd',
  '#6f42c1',
  '#d63384',
  '#fd7e14',
  '#20c997',
  '#0dcaf0',
  '#6c757d',
  '#ffc107',
  '#198754',
  '#dc3545',
];

/** An option's configured badge colour, else the palette's by position. */
export function barColour(item: { badge_color?: string }, index: number): string {
  if (item.badge_color && isHexColour(item.badge_color)) return item.badge_color;
  return PALETTE[index % PALETTE.length]!;
}
