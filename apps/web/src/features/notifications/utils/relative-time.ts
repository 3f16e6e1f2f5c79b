import type { Language } from '@mutabaa/shared';

export type RelativeTime = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §9: under a minute is "just now", then whole minutes under 60, whole hours under 24,
 * then whole days. A time ahead of the clock (a skewed device) also reads "just now".
 */
export function relativeTime(value: string | number | Date, nowMs: number): RelativeTime | null {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const elapsed = nowMs - time;
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  return { unit: 'day', value: Math.floor(elapsed / DAY) };
}

/** "just now" (the given text), else "5 minutes ago" and the like in the language, via Intl. */
export function formatRelative(
  value: string | number | Date,
  language: Language,
  justNow: string,
  nowMs: number = Date.now(),
): string {
  const relative = relativeTime(value, nowMs);
  if (!relative) return '';
  if (relative.unit === 'now') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(
    -relative.value,
    relative.unit,
  );
}
