import type { TFunction } from 'i18next';

/** An event's readable name (the locale keys write its dots as underscores); else as written. */
export const eventLabel = (t: TFunction, event: string): string =>
  t(`webhooks.events.${event.replaceAll('.', '_')}`, { defaultValue: event });
