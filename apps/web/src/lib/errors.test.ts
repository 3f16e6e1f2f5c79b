import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsOf, firstFieldError } from './errors';

const refused = (errors: Record<string, string[]>) =>
  new ApiError({
    status: 422,
    code: 'validation_error',
    detail: 'Some fields are invalid.',
    errors,
  });

const FIELDS = ['subject_ar', 'body_ar', 'subject_en', 'body_en'] as const;

describe('the refusals of a save and a preview', () => {
  it('puts a save’s first message under each text it names', () => {
    expect(
      fieldErrorsOf(
        refused({ body_ar: ['Unknown variable “nme”.', 'second'], subject_en: ['required'] }),
        FIELDS,
      ),
    ).toEqual({ body_ar: 'Unknown variable “nme”.', subject_en: 'required' });
  });

  it('finds none in another failure', () => {
    expect(fieldErrorsOf(new ApiError({ status: 500 }), FIELDS)).toEqual({});
    expect(fieldErrorsOf(new TypeError('offline'), FIELDS)).toEqual({});
    expect(fieldErrorsOf(refused({ version: ['x'] }), FIELDS)).toEqual({});
  });

  it('reads a preview’s first message among the fields it names, in their order', () => {
    const keys = ['body', 'subject', 'transaction_id'];
    expect(firstFieldError(refused({ body: ['Unknown variable “nme”.'] }), keys)).toBe(
      'Unknown variable “nme”.',
    );
    expect(firstFieldError(refused({ transaction_id: ['Not found.'], body: ['b'] }), keys)).toBe(
      'b',
    );
    expect(firstFieldError(refused({ transaction_id: ['Not found.'] }), keys)).toBe('Not found.');
    expect(firstFieldError(new ApiError({ status: 500 }), keys)).toBeUndefined();
  });
});
