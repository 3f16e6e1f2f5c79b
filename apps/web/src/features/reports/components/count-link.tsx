import { Link } from 'react-router';
import { formatNumber } from '../../../lib/numbers';
import type { ReportScope } from './report-scope';

/** A count that opens the applications it counts; plain text without a link. */
export function CountLink({
  scope,
  count,
  href,
  testId,
}: {
  scope: ReportScope;
  count: number;
  href: string | undefined;
  testId?: string;
}) {
  const text = formatNumber(count, scope.language);
  if (!href) return <span data-testid={testId}>{text}</span>;
  return (
    <Link to={href} state={scope.origin} data-testid={testId} data-count={count}>
      {text}
    </Link>
  );
}
