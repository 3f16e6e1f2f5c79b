import { describe, expect, it } from 'vitest';
import { OIDC_ERROR_CODES } from '@mutabaa/shared';
import { createMemoryStore } from '../../../lib/storage';
import { createSsoSessionMark, readSsoReturn, withoutSsoParams } from './sso';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';

describe('readSsoReturn', () => {
  it('reads the one-time code of ?sso=', () => {
    expect(readSsoReturn(new URLSearchParams('sso=abc'))).toEqual({ kind: 'code', code: 'abc' });
  });

  it('reads a known error code of ?sso_error=', () => {
    expect(readSsoReturn(new URLSearchParams('sso_error=sso_expired'))).toEqual({
      kind: 'error',
      code: 'sso_expired',
    });
  });

  it('reads an unknown error code as sso_failed', () => {
    expect(readSsoReturn(new URLSearchParams('sso_error=made_up'))).toEqual({
      kind: 'error',
      code: 'sso_failed',
    });
  });

  it('is null without either, or with an empty code', () => {
    expect(readSsoReturn(new URLSearchParams(''))).toBeNull();
    expect(readSsoReturn(new URLSearchParams('sso='))).toBeNull();
    expect(readSsoReturn(new URLSearchParams('next=/x'))).toBeNull();
  });
});

describe('withoutSsoParams', () => {
  it('drops the single sign-on parameters and keeps the rest', () => {
    expect(withoutSsoParams('?sso=abc')).toBe('');
    expect(withoutSsoParams('?sso_error=sso_denied&lang=ar')).toBe('?lang=ar');
  });
});

describe('createSsoSessionMark', () => {
  it('is set, read and cleared in the store', () => {
    const mark = createSsoSessionMark(createMemoryStore());
    expect(mark.isSet()).toBe(false);
    mark.set();
    expect(mark.isSet()).toBe(true);
    mark.clear();
    expect(mark.isSet()).toBe(false);
  });
});

describe('the error texts', () => {
  it('has a message for every error code in both languages', () => {
    for (const texts of [en, ar]) {
      const errors = texts.auth.sso.errors as Record<string, string>;
      for (const code of OIDC_ERROR_CODES) expect(errors[code], code).toBeTruthy();
    }
  });
});
