import { IMPORT_FIELDS, type ImportField } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import {
  columnOfField,
  fieldLabelKey,
  isImportField,
  type ColumnMapping,
} from '../utils/column-mapping';
import { isolate } from '../../../lib/isolate';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

type MappingTableProps = {
  columns: readonly string[];
  /** The first row of the file, for an example of each column. */
  example: readonly string[] | undefined;
  mapping: ColumnMapping;
  onChange: (column: string, field: ImportField | null) => void;
};

/**
 * Each column of the file with the field it fills. A field another column fills is offered
 * disabled, named with that column, so no field can be chosen twice.
 */
export function MappingTable({ columns, example, mapping, onChange }: MappingTableProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable className="align-middle mb-0" data-testid="import-mapping">
      <caption className="visually-hidden">{t('imports.map.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('imports.map.column')}</th>
          <th scope="col">{t('imports.map.example')}</th>
          <th scope="col">{t('imports.map.field')}</th>
        </tr>
      </thead>
      <tbody>
        {columns.map((column, index) => {
          const value = mapping[column] ?? '';
          const sample = example?.[index] ?? '';
          return (
            <tr key={column} data-testid="import-mapping-row">
              <th scope="row" className="text-break card-cell-title">
                <bdi>{column}</bdi>
              </th>
              <td className="text-break" data-label={t('imports.map.example')}>
                {sample ? (
                  <span dir="auto">{sample}</span>
                ) : (
                  <span className="text-body-secondary">{t('common.empty')}</span>
                )}
              </td>
              <td data-label={t('imports.map.field')}>
                <select
                  className={`form-select${value ? '' : ' text-body-secondary'}`}
                  value={value}
                  aria-label={t('imports.map.fieldFor', { column: isolate(column) })}
                  onChange={(event) =>
                    onChange(column, isImportField(event.target.value) ? event.target.value : null)
                  }
                  data-testid="import-mapping-field"
                  data-column={column}
                >
                  <option value="">{t('imports.map.ignore')}</option>
                  {IMPORT_FIELDS.map((field) => {
                    const other = columnOfField(mapping, field, column);
                    const label = t(fieldLabelKey(field));
                    return (
                      <option key={field} value={field} disabled={other !== undefined}>
                        {other === undefined
                          ? label
                          : t('imports.map.usedBy', { field: label, column: isolate(other) })}
                      </option>
                    );
                  })}
                </select>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResponsiveTable>
  );
}
