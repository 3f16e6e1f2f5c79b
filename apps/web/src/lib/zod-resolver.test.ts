import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZRegisterRequest } from '@mutabaa/shared';
import { zodResolver } from './zod-resolver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's resolver
const run = (resolver: (...args: any[]) => unknown, values: object) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{
    values: object;
    errors: object;
  }>;

describe('zodResolver', () => {
  it('passes parsed values through', async () => {
    const result = await run(zodResolver(ZLoginRequest), { email: ' a@b.co ', password: 'x' });
    expect(result).toEqual({ values: { email: 'a@b.co', password: 'x' }, errors: {} });
  });
  it('gives the first message key per field, for translation', async () => {
    const result = await run(zodResolver(ZRegisterRequest), {
      email: 'nope',
      password: 'short',
      confirm_password: 'other',
      first_name: '',
      last_name: 'Lee',
    });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      email: { message: 'invalid_email' },
      password: { message: 'password_too_short' },
      first_name: { message: 'required' },
    });
  });
});
