import type { TImport } from '@mutabaa/shared';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/** The check's totals: rows read, rows ready, rows with problems. */
export function ImportTotals({ imp }: { imp: TImport }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const totals = [
    { key: 'rows', value: imp.row_count, tone: '' },
    { key: 'valid', value: imp.valid_rows, tone: 'text-success-emphasis' },
    { key: 'problems', value: imp.error_rows, tone: imp.error_rows ? 'text-danger-emphasis' : '' },
  ];
  return (
    <dl className="d-flex flex-wrap gap-2 mb-3" data-testid="import-totals">
      {totals.map(({ key, value, tone }) => (
        <div key={key} className="border rounded p-3 flex-fill" style={{ minInlineSize: '9rem' }}>
          <dt className="fw-normal text-body-secondary small">{t(`imports.totals.${key}`)}</dt>
          <dd className={`h4 mb-0 ${tone}`} data-testid={`import-total-${key}`}>
            {formatNumber(value, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
