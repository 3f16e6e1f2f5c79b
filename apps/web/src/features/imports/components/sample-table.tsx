import './sample-table.css';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The first rows of the sheet as the file has them. It scrolls sideways on a small screen,
 * so the scrolling region takes the focus for keyboard users; cells keep their own direction.
 */
export function SampleTable({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <div
      className="table-responsive import-sample border rounded"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-testid="import-sample"
    >
      <table className="table table-sm table-striped mb-0">
        <caption id={captionId} className="visually-hidden">
          {t('imports.map.previewCaption')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" dir="auto">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column, index) => (
                <td key={column} dir="auto" title={row[index] || undefined}>
                  {row[index] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
