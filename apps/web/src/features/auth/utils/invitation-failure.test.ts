import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isInvalidInvitation } from './invitation-failure';

describe('a refused invitation', () => {
  it('is the link’s fault when the token is unknown, used or expired', () => {
    expect(isInvalidInvitation(new ApiError({ status: 400, code: 'invalid_token' }))).toBe(true);
    expect(
      isInvalidInvitation(
        new ApiError({ status: 400, code: 'validation_error', errors: { token: ['invalid'] } }),
      ),
    ).toBe(true);
  });

  it('is not when only the password was refused, or the request failed', () => {
    expect(
      isInvalidInvitation(
        new ApiError({
          status: 422,
          code: 'validation_error',
          errors: { new_password: ['password_too_short'] },
        }),
      ),
    ).toBe(false);
    expect(isInvalidInvitation(new ApiError({ status: 429, code: 'rate_limited' }))).toBe(false);
    expect(isInvalidInvitation(new TypeError('Failed to fetch'))).toBe(false);
  });
});
