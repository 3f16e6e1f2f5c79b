import { randomInt } from 'node:crypto';
import { CROCKFORD_BASE32 } from '@mutabaa/shared';

/** `TX-` and 10 random Crockford base32 characters (50 bits): the public, unguessable id. */
export function newTransactionId(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CROCKFORD_BASE32[randomInt(32)];
  return `TX-${code}`;
}

/** `APP-<year>-<value>`, the value zero-padded to six digits: the readable, sequential id. */
export function referenceNumber(year: number, value: number): string {
  return `APP-${year}-${String(value).padStart(6, '0')}`;
}
