import type { ReactNode } from 'react';
import { errorText } from '../../lib/errors';
import { useTranslation } from '../../lib/use-translation';
import { Spinner } from './spinner';

type QueryStateProps<T> = {
  /** A TanStack Query result (or anything with the same four fields). */
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** Shown, with `isEmpty`, instead of `children` when the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The screen's own failure text for an error without a message of its own. */
  errorFallback?: string;
  /** Extra classes of the failure alert (e.g. `mb-0` at the end of a card). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's states as every screen shows them: the spinner while it loads, the failure alert
 * (with the server's message), the empty text, else `children` with the data. A refetch that
 * fails keeps the data on screen under the alert.
 */
export function QueryState<T>({
  query,
  empty,
  isEmpty = isEmptyList,
  errorFallback,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { data } = query;
  return (
    <>
      {query.isPending && <Spinner />}
      {query.isError && (
        <div
          className={`alert alert-danger${errorClassName ? ` ${errorClassName}` : ''}`}
          role="alert"
        >
          {errorText(t, query.error, errorFallback)}
        </div>
      )}
      {data !== undefined && (empty !== undefined && isEmpty(data) ? empty : children(data))}
    </>
  );
}
