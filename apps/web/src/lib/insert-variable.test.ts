import { describe, expect, it } from 'vitest';
import { insertAt, variableToken } from './insert-variable';

describe('insertAt', () => {
  const token = variableToken('name');

  it('writes the variable in Liquid form', () => {
    expect(token).toBe('{{ name }}');
  });

  it('puts the token at the caret and the caret after it', () => {
    expect(insertAt('Hello ,', 6, 6, token)).toEqual({ value: 'Hello {{ name }},', caret: 16 });
  });

  it('replaces a selection', () => {
    expect(insertAt('Hello you,', 6, 9, token)).toEqual({ value: 'Hello {{ name }},', caret: 16 });
  });

  it('reads a selection made backwards', () => {
    expect(insertAt('Hello you,', 9, 6, token).value).toBe('Hello {{ name }},');
  });

  it('inserts at the start and in an empty field', () => {
    expect(insertAt('abc', 0, 0, token)).toEqual({ value: '{{ name }}abc', caret: 10 });
    expect(insertAt('', 0, 0, token)).toEqual({ value: '{{ name }}', caret: 10 });
  });

  it('appends when the caret is unknown or out of range', () => {
    expect(insertAt('abc', null, null, token)).toEqual({ value: 'abc{{ name }}', caret: 13 });
    expect(insertAt('abc', 99, 99, token).value).toBe('abc{{ name }}');
    expect(insertAt('abc', -1, -1, token).value).toBe('abc{{ name }}');
  });

  it('counts positions in UTF-16 units as the browser does, Arabic included', () => {
    const text = 'مرحبًا ،';
    const at = text.indexOf('،');
    expect(insertAt(text, at, at, token).value).toBe('مرحبًا {{ name }}،');
  });
});
