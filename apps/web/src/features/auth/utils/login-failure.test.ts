import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isUnverifiedEmail, loginFailureMessage } from './login-failure';

const FALLBACK = 'Invalid email or password';

describe('sign-in failure text', () => {
  it("shows the server's detail first", () => {
    const error = new ApiError({ status: 401, code: 'invalid_credentials', detail: 'Wrong' });
    expect(loginFailureMessage(error, FALLBACK)).toBe('Wrong');
  });
  it("else the error's own message", () => {
    expect(loginFailureMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe('Failed to fetch');
  });
  it('else "Invalid email or password"', () => {
    expect(loginFailureMessage(new ApiError({ status: 401 }), FALLBACK)).toBe(FALLBACK);
    expect(loginFailureMessage(new Error(''), FALLBACK)).toBe(FALLBACK);
    expect(loginFailureMessage('??', FALLBACK)).toBe(FALLBACK);
  });
  it('recognises an unverified address', () => {
    expect(isUnverifiedEmail(new ApiError({ status: 403, code: 'email_not_verified' }))).toBe(true);
    expect(isUnverifiedEmail(new ApiError({ status: 401, code: 'invalid_credentials' }))).toBe(
      false,
    );
  });
});
