import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { codeFieldError, endsSecondStep } from './second-step-failure';

describe('endsSecondStep', () => {
  it('sends the user back to the password for an ended step, a throttle or a disabled account', () => {
    expect(endsSecondStep(new ApiError({ status: 401, code: 'mfa_token_invalid' }))).toBe(true);
    expect(endsSecondStep(new ApiError({ status: 429, code: 'too_many_attempts' }))).toBe(true);
    expect(endsSecondStep(new ApiError({ status: 403, code: 'account_disabled' }))).toBe(true);
  });
  it('keeps the step for a wrong code or a network failure', () => {
    expect(endsSecondStep(new ApiError({ status: 401, code: 'mfa_code_invalid' }))).toBe(false);
    expect(endsSecondStep(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('codeFieldError', () => {
  it("answers the server's message under the field", () => {
    const error = new ApiError({
      status: 401,
      code: 'recovery_code_invalid',
      detail: 'Wrong code',
      errors: { recovery_code: ['Wrong recovery code'] },
    });
    expect(codeFieldError(error, 'recovery_code')).toBe('Wrong recovery code');
  });
  it('falls back on the detail of a wrong code without field errors', () => {
    const error = new ApiError({ status: 401, code: 'mfa_code_invalid', detail: 'Wrong code' });
    expect(codeFieldError(error, 'code')).toBe('Wrong code');
  });
  it('has nothing for other failures', () => {
    expect(codeFieldError(new ApiError({ status: 500 }), 'code')).toBeUndefined();
    expect(
      codeFieldError(new ApiError({ status: 401, code: 'mfa_token_invalid', detail: 'x' }), 'code'),
    ).toBeUndefined();
  });
});
