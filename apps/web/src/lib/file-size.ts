import type { Language } from '@mutabaa/shared';
import { numberLocale } from './numbers';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count in the largest unit under 1024 of it, through Intl ("1.5 MB", "١٫٥ ميغابايت"),
 * Arabic in the reader's digits.
 */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'unit',
    unit: UNITS[unit],
    // Arabic's short units are abbreviations few read ("م.ب"), and English's short "byte" has
    // no plural: those take the long names; English keeps "kB", "MB".
    unitDisplay: language === 'ar' || unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
