import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { previewProblemOf, saveErrorsOf } from './field-errors';

const refused = (errors: Record<string, string[]>) =>
  new ApiError({
    status: 422,
    code: 'validation_error',
    detail: 'Some fields are invalid.',
    errors,
  });

describe('the refusals of a save and a preview', () => {
  it('puts a save’s first message under each text it names', () => {
    expect(
      saveErrorsOf(
        refused({ body_ar: ['Unknown variable “nme”.', 'second'], subject_en: ['required'] }),
      ),
    ).toEqual({ body_ar: 'Unknown variable “nme”.', subject_en: 'required' });
  });

  it('finds none in another failure', () => {
    expect(saveErrorsOf(new ApiError({ status: 500 }))).toEqual({});
    expect(saveErrorsOf(new TypeError('offline'))).toEqual({});
    expect(saveErrorsOf(refused({ version: ['x'] }))).toEqual({});
  });

  it('reads a preview’s message about its body, subject or application', () => {
    expect(previewProblemOf(refused({ body: ['Unknown variable “nme”.'] }))).toBe(
      'Unknown variable “nme”.',
    );
    expect(previewProblemOf(refused({ transaction_id: ['Not found.'] }))).toBe('Not found.');
    expect(previewProblemOf(new ApiError({ status: 500 }))).toBeUndefined();
  });
});
