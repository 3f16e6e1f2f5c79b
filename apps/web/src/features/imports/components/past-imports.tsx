import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { PAST_IMPORTS_PAGE_SIZE, useImports } from '../api/get-imports';
import { ImportStatusBadge } from './import-status-badge';
import { isolate } from '../../../lib/isolate';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDateStyle } from '../../../lib/date-style';

/** The caller's imports, newest first, with their outcome; each opens in the wizard. */
export function PastImports({ currentId }: { currentId: number | undefined }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const imports = useImports(page);
  const label = {
    file: t('imports.past.file'),
    date: t('imports.past.date'),
    rows: t('imports.past.rows'),
    status: t('imports.past.status'),
    created: t('imports.past.created'),
  };
  return (
    <section className="card mt-4" aria-labelledby={titleId} data-testid="import-past">
      <div className="card-body">
        <h2 id={titleId} className="h5">
          {t('imports.past.title')}
        </h2>
        <QueryState
          query={imports}
          errorFallback={t('imports.past.loadFailed')}
          errorClassName="mb-0"
          isEmpty={(data) => data.count === 0}
          empty={
            <p className="text-body-secondary mb-0" data-testid="import-past-empty">
              {t('imports.past.empty')}
            </p>
          }
        >
          {(data) => (
            <>
              <ResponsiveTable className="align-middle mb-0" aria-labelledby={titleId}>
                <thead>
                  <tr>
                    <th scope="col">{label.file}</th>
                    <th scope="col">{label.date}</th>
                    <th scope="col">{label.rows}</th>
                    <th scope="col">{label.status}</th>
                    <th scope="col">{label.created}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('imports.past.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((row) => {
                    const current = row.id === currentId;
                    return (
                      <tr
                        key={row.id}
                        className={current ? 'table-active' : undefined}
                        data-testid="import-past-row"
                        data-id={row.id}
                      >
                        <td className="text-break card-cell-title">
                          <bdi>{row.file_name}</bdi>
                          {row.format === 'xlsx' && row.sheet && (
                            <div className="small text-body-secondary fw-normal">
                              <bdi>{row.sheet}</bdi>
                            </div>
                          )}
                        </td>
                        <td className="text-nowrap" data-label={label.date}>
                          <time dateTime={row.created_at}>
                            {formatDateTime(row.created_at, dateStyle)}
                          </time>
                        </td>
                        <td data-label={label.rows}>{formatNumber(row.row_count, language)}</td>
                        <td data-label={label.status}>
                          <ImportStatusBadge status={row.status} />
                        </td>
                        <td data-label={label.created}>{formatNumber(row.created, language)}</td>
                        <td className="text-md-end card-cell-actions">
                          <Link
                            to={paths.importWizard.getHref(row.id)}
                            className="btn btn-outline-primary btn-sm"
                            aria-label={t('imports.past.openNamed', {
                              name: isolate(row.file_name),
                            })}
                            aria-current={current ? 'page' : undefined}
                            data-testid="import-past-open"
                          >
                            {t('imports.past.open')}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </ResponsiveTable>
              <Pager
                page={page}
                pageSize={PAST_IMPORTS_PAGE_SIZE}
                count={data.count}
                shown={data.results.length}
                onPage={setPage}
                testId="import-past-showing"
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
