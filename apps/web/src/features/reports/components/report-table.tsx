import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

export type ReportTableRow = { key: string; header: ReactNode; cells: ReactNode[] };

type ReportTableProps = {
  caption: string;
  /** The heading of the first column, whose cells name the rows. */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly ReportTableRow[];
  testId?: string;
};

/** The numbers of a chart (or the editor table) as a table, one row per bar or point. */
export function ReportTable({ caption, rowHeader, columns, rows, testId }: ReportTableProps) {
  return (
    <ResponsiveTable bare className="table-sm report-table mb-0" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((column) => (
            <th key={column} scope="col" className="text-end">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal card-cell-title">
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="text-end" data-label={columns[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
