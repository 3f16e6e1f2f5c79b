import { describe, expect, it } from 'vitest';
import { ZApplicationCreate } from './schemas/applications.js';
import { ZProfilePatch, ZRegisterRequest } from './schemas/auth.js';
import { ZUserCreate, ZUserPatch } from './schemas/users.js';
import { isPhoneNumber, phoneNumber } from './phone.js';

const parse = (value: unknown) => {
  const result = phoneNumber().safeParse(value);
  return result.success ? { ok: result.data } : { keys: result.error.issues.map((i) => i.message) };
};

describe('phoneNumber', () => {
  it('takes digits, spaces, hyphens, brackets and a leading +', () => {
    for (const value of [
      '+966500000000',
      '0500000000',
      '+966 (50) 000-0000',
      '011 123 4567',
      '(011) 1234567',
      '123456',
    ]) {
      expect(parse(value)).toEqual({ ok: value });
    }
    expect(parse('  +966 50 000 0000  ')).toEqual({ ok: '+966 50 000 0000' });
    expect(parse('')).toEqual({ ok: '' });
  });

  it('reads Arabic-Indic and Extended Arabic-Indic digits as ASCII, without direction marks', () => {
    expect(parse('+٩٦٦٥٠٠٠٠٠٠٠٠')).toEqual({ ok: '+966500000000' });
    expect(parse('۰۵۰۰۰۰۰۰۰۰')).toEqual({ ok: '0500000000' });
    expect(parse('\u200e+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧\u200f')).toEqual({ ok: '+966 50 123 4567' });
  });

  it('refuses anything else with invalid_phone', () => {
    for (const value of [
      "'+966500000000",
      '=1+1',
      'call me',
      '05000x0000',
      '966+500000000',
      '++966500000000',
      '12345',
      '+ - ( )',
      '050/000/0000',
      '050.000.0000',
    ]) {
      expect(parse(value), value).toEqual({ keys: ['invalid_phone'] });
    }
    expect(isPhoneNumber('٠٥٠٠٠٠٠٠٠٠')).toBe(false);
  });

  it('keeps the text rules: control characters and length', () => {
    expect(parse('050\u00000000000')).toEqual({ keys: ['invalid_characters'] });
    expect(parse('1'.repeat(33))).toEqual({ keys: ['too_long'] });
  });

  it('is the rule of every schema that takes a phone', () => {
    const bad = 'not a phone';
    expect(ZApplicationCreate.safeParse({ client_phone: bad }).success).toBe(false);
    expect(ZProfilePatch.safeParse({ phone_number: bad }).success).toBe(false);
    expect(ZUserPatch.safeParse({ phone_number: bad }).success).toBe(false);
    const user = { email: 'a@example.com', first_name: 'A', last_name: 'B', role: 'client' };
    expect(ZUserCreate.safeParse({ ...user, phone_number: bad }).success).toBe(false);
    expect(ZUserCreate.parse({ ...user, phone_number: '٠٥٠٠٠٠٠٠٠٠' }).phone_number).toBe(
      '0500000000',
    );
    const register = {
      email: 'a@example.com',
      password: 'a long password',
      confirm_password: 'a long password',
      first_name: 'A',
      last_name: 'B',
    };
    expect(ZRegisterRequest.safeParse({ ...register, phone_number: bad }).success).toBe(false);
    expect(ZRegisterRequest.safeParse({ ...register, phone_number: '0500000000' }).success).toBe(
      true,
    );
  });
});
