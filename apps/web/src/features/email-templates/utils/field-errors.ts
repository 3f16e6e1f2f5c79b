import { fieldErrorsOf, firstFieldError } from '../../../lib/errors';
import { TEXT_FIELDS } from './template-draft';

/** A refused save's first message for each text it names (422 `errors`). */
export const saveErrorsOf = (error: unknown) => fieldErrorsOf(error, TEXT_FIELDS);

/**
 * Why a preview could not be rendered: the message naming its subject, body or application
 * (a preview's 422 names `subject`, `body` or `transaction_id`), else none, and the caller
 * shows the general failure.
 */
export const previewProblemOf = (error: unknown) =>
  firstFieldError(error, ['body', 'subject', 'transaction_id']);
