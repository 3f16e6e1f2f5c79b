import { firstFieldError } from '../../../lib/errors';

/**
 * Why a preview could not be rendered: the message naming its subject, body or application
 * (a preview's 422 names `subject`, `body` or `transaction_id`), else none, and the caller
 * shows the general failure.
 */
export const previewProblemOf = (error: unknown) =>
  firstFieldError(error, ['body', 'subject', 'transaction_id']);
