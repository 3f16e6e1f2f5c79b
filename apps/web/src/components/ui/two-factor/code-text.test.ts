import { describe, expect, it } from 'vitest';
import {
  codeToSend,
  groupSecret,
  isSixDigitCode,
  normaliseCode,
  recoveryCodesFile,
} from './code-text';

describe('normaliseCode', () => {
  it('turns Arabic-Indic and Persian digits into Latin ones', () => {
    expect(normaliseCode('١٢٣٤٥٦')).toBe('123456');
    expect(normaliseCode('۷۸۹۰۱۲')).toBe('789012');
  });
  it('drops spaces and dashes, keeps letters', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('abcd-efgh')).toBe('abcdefgh');
  });
});

describe('isSixDigitCode', () => {
  it('accepts six digits of any of the scripts', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('١٢٣ ٤٥٦')).toBe(true);
  });
  it('refuses fewer, more, or other characters', () => {
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('1234567')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
    expect(isSixDigitCode('')).toBe(false);
  });
});

describe('groupSecret', () => {
  it('writes the secret in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});

describe('recoveryCodesFile', () => {
  it('has a heading, a blank line and one code a line', () => {
    expect(recoveryCodesFile('Codes', ['a-b', 'c-d'])).toBe('Codes\n\na-b\nc-d\n');
  });
});

describe('codeToSend', () => {
  it('sends the six digits in Latin digits', () => {
    expect(codeToSend(' ١٢٣ ٤٥٦ ')).toBe('123456');
  });
  it('sends a recovery code as typed where one is accepted', () => {
    expect(codeToSend('abcd-efgh-ijkl-mnop', true)).toBe('abcd-efgh-ijkl-mnop');
    expect(codeToSend('1234-5678-9012-3456', true)).toBe('1234-5678-9012-3456');
    expect(codeToSend('abcd-efgh-ijkl-mnop')).toBeUndefined();
  });
  it('sends nothing that is neither', () => {
    expect(codeToSend('12345', true)).toBeUndefined();
    expect(codeToSend('')).toBeUndefined();
  });
});
