import { z } from 'zod';
import { ZCreateApiTokenRequest, type TCreateApiTokenRequest } from '@mutabaa/shared';

/** The create dialog's fields: the expiry is a day (none: the token does not expire). */
export const ZTokenForm = ZCreateApiTokenRequest.pick({ name: true, scopes: true }).extend({
  expires_on: z.string(),
});
export type TokenFormValues = z.input<typeof ZTokenForm>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the reader's local time, `YYYY-MM-DD`: the earliest expiry day offered. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The request of the form's values: a token chosen to expire on a day works through that day,
 * to its end in the reader's local time.
 */
export function tokenRequest(values: z.output<typeof ZTokenForm>): TCreateApiTokenRequest {
  const expires = values.expires_on
    ? new Date(`${values.expires_on}T23:59:59.999`).toISOString()
    : null;
  return { name: values.name, scopes: values.scopes, expires_at: expires };
}
