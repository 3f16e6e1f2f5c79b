import { z } from 'zod';
import {
  zonedDay,
  zoneOffset,
  ZCreateApiTokenRequest,
  type TCreateApiTokenRequest,
} from '@mutabaa/shared';

/** The create dialog's fields: the expiry is a day (none: the token does not expire). */
export const ZTokenForm = ZCreateApiTokenRequest.pick({ name: true, scopes: true }).extend({
  expires_on: z.string(),
});
export type TokenFormValues = z.input<typeof ZTokenForm>;

/** Today on the organisation's clock, `YYYY-MM-DD`: the earliest expiry day offered. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedDay(now, timeZone);
}

/**
 * The request of the form's values: a token chosen to expire on a day works through that day,
 * to its end on the organisation's clock (the time zone every date is shown in).
 */
export function tokenRequest(
  values: z.output<typeof ZTokenForm>,
  timeZone: string,
): TCreateApiTokenRequest {
  const day = values.expires_on;
  const offset = day ? zoneOffset(new Date(`${day}T12:00:00Z`), timeZone) : '';
  const expires = day ? new Date(`${day}T23:59:59.999${offset}`).toISOString() : null;
  return { name: values.name, scopes: values.scopes, expires_at: expires };
}
