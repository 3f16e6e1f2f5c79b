import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TAuditLogEntry } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import {
  auditFiltersOf,
  auditParamsFromUrl,
  auditParamsToUrl,
  isAuditFiltered,
  singleEntryParams,
  withoutSingleEntry,
  type AuditLogParams,
} from '../api/audit-log-params';
import { AUDIT_PAGE_SIZE, useAuditLogs } from '../api/get-audit-logs';
import { useVerifyAuditLog } from '../api/verify-audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { EntryDialog } from '../components/entry-dialog';
import { ExportButtons } from '../components/export-buttons';
import { RetentionCard } from '../components/retention-card';
import { SingleEntryNote } from '../components/single-entry-note';
import { VerifyResult } from '../components/verify-result';

/**
 * Audit Logs (admin): who did what to which record, when and from where; export, verify and
 * the retention period.
 */
export function AuditLogsPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const key = url.toString();
  const params = useMemo(() => auditParamsFromUrl(new URLSearchParams(key)), [key]);
  const filtersKey = auditParamsToUrl({ ...params, page: 1 }).toString();
  const show = useCallback((next: AuditLogParams) => setUrl(auditParamsToUrl(next)), [setUrl]);
  const entries = useAuditLogs(params);
  const verify = useVerifyAuditLog();
  const feedback = useFeedback();
  const [open, setOpen] = useState<TAuditLogEntry | null>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const showAll = () => {
    show(withoutSingleEntry(params));
    // The button goes with the note: the focus moves to the entries' heading, not the page.
    titleRef.current?.focus();
  };

  const onVerify = () => {
    feedback.clear();
    verify.mutate(undefined, {
      onError: (error) => feedback.failure(errorText(t, error, t('auditLogs.verify.failed'))),
    });
  };
  const actions = (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-primary"
        onClick={onVerify}
        disabled={verify.isPending}
        data-testid="audit-verify"
      >
        {verify.isPending && (
          <span className="me-2">
            <Spinner small label={t('auditLogs.verify.running')} />
          </span>
        )}
        {t('auditLogs.verify.button')}
      </button>
      <ExportButtons filters={auditFiltersOf(params)} onError={feedback.failure} />
    </div>
  );

  return (
    <>
      <PageTitle actions={actions}>{t('pages.auditLogs')}</PageTitle>
      <Feedback message={feedback.message} testId="audit-feedback" />
      {verify.data && (
        <VerifyResult
          result={verify.data}
          onShowEntry={(id) => show(singleEntryParams(id))}
          onDismiss={() => verify.reset()}
        />
      )}
      <section className="card" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="visually-hidden">
            {t('auditLogs.entries')}
          </h2>
          {/* A new key resets the form when the filters in the address change (back, forward,
              a shortcut from an entry); another page keeps it as it is. */}
          <AuditFilters key={filtersKey} params={params} onApply={show} />
          {params.id !== undefined && <SingleEntryNote id={params.id} onShowAll={showAll} />}
          <QueryState
            query={entries}
            errorFallback={t('auditLogs.loadFailed')}
            errorClassName="mb-0"
            isEmpty={(data) => data.count === 0 && data.results.length === 0}
            empty={
              <p className="text-center text-body-secondary py-4 mb-0" data-testid="audit-empty">
                {t(isAuditFiltered(params) ? 'auditLogs.noMatch' : 'auditLogs.empty')}
              </p>
            }
          >
            {(data) => (
              <>
                <AuditTable
                  entries={data.results}
                  loading={entries.isPlaceholderData}
                  labelledBy={titleId}
                  onOpen={setOpen}
                />
                <Pager
                  page={params.page}
                  pageSize={AUDIT_PAGE_SIZE}
                  count={data.count}
                  capped={data.count_capped ?? false}
                  shown={data.results.length}
                  onPage={(page) => show({ ...params, page })}
                  testId="audit-showing"
                />
              </>
            )}
          </QueryState>
        </div>
      </section>
      <RetentionCard />
      {open && (
        <EntryDialog
          entry={open}
          onClose={() => setOpen(null)}
          onFilter={(filters) => {
            setOpen(null);
            show({ page: 1, ...filters });
          }}
        />
      )}
    </>
  );
}
