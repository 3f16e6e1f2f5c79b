import type { TImportProblem } from '@mutabaa/shared';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { fieldLabelKey, isImportField } from '../utils/column-mapping';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

/** One page of problems: the file's row number, its column and value, and what is wrong. */
export function ProblemsTable({
  problems,
  labelledBy,
}: {
  problems: readonly TImportProblem[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const label = {
    row: t('imports.problems.row'),
    column: t('imports.problems.column'),
    value: t('imports.problems.value'),
    message: t('imports.problems.message'),
  };
  return (
    <ResponsiveTable
      className="table-sm align-middle mb-0"
      aria-labelledby={labelledBy}
      data-testid="import-problems"
    >
      <thead>
        <tr>
          <th scope="col">{label.row}</th>
          <th scope="col">{label.column}</th>
          <th scope="col">{label.value}</th>
          <th scope="col">{label.message}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={`${problem.row}-${problem.column ?? ''}-${index}`} data-testid="import-problem">
            <td className="text-nowrap" data-label={label.row}>
              {formatNumber(problem.row, language)}
            </td>
            <td className="text-break" data-label={label.column}>
              {problem.column ? (
                <bdi>{problem.column}</bdi>
              ) : (
                // A required field no column fills: the field is named instead.
                <span className="text-body-secondary">
                  {isImportField(problem.field)
                    ? t('imports.problems.noColumn', { field: t(fieldLabelKey(problem.field)) })
                    : t('common.empty')}
                </span>
              )}
            </td>
            <td className="text-break" data-label={label.value}>
              {problem.value ? (
                <span dir="auto">{problem.value}</span>
              ) : (
                <span className="text-body-secondary">{t('imports.problems.emptyValue')}</span>
              )}
            </td>
            <td data-label={label.message} data-testid="import-problem-message">
              {problem.message}
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
