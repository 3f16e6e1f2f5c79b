import { useId, useRef } from 'react';
import { IMPORT_ERRORS_PAGE_SIZE, type TImport } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useCommitImport } from '../api/commit-import';
import { CancelImportButton } from './cancel-import-button';
import { ImportProgress } from './import-progress';
import { ImportTotals } from './import-totals';
import { ProblemDownloads } from './problem-downloads';
import { ProblemsTable } from './problems-table';

type CheckStepProps = {
  imp: TImport;
  /** The page of problems shown (the import was read with it). */
  problemsPage: number;
  /** True while another page of problems loads. */
  loadingPage: boolean;
  onProblemsPage: (page: number) => void;
  onBackToMapping: () => void;
  onNewFile: () => void;
};

/**
 * Step 3: the check's progress, then its totals and problems. Importing is offered only when
 * no row has a problem: all rows are created or none (the server refuses otherwise).
 */
export function CheckStep({
  imp,
  problemsPage,
  loadingPage,
  onProblemsPage,
  onBackToMapping,
  onNewFile,
}: CheckStepProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const feedback = useFeedback();
  const commit = useCommitImport();
  const problemsId = useId();
  const blockedId = useId();
  const problemsHeading = useRef<HTMLHeadingElement>(null);

  if (imp.status === 'checking') {
    return (
      <>
        <ImportProgress
          label={t('imports.check.progress')}
          done={imp.progress.done}
          total={imp.progress.total}
          testId="import-check-progress"
        />
        <p className="text-body-secondary">{t('imports.check.canLeave')}</p>
        <Feedback message={feedback.message} testId="import-step" />
        <CancelImportButton imp={imp} onError={feedback.failure} />
      </>
    );
  }

  const blocked = imp.error_rows > 0;
  const onCommit = () => {
    feedback.clear();
    commit.mutate(imp.id, {
      onError: (error) => feedback.failure(errorText(t, error, t('imports.check.commitFailed'))),
    });
  };

  return (
    <>
      <ImportTotals imp={imp} />
      {blocked ? (
        <section aria-labelledby={problemsId} className="mb-3">
          <h3 id={problemsId} ref={problemsHeading} tabIndex={-1} className="h6 fw-semibold">
            {t('imports.problems.title', { count: formatNumber(imp.error_count, language) })}
          </h3>
          <p className="text-body-secondary small">{t('imports.problems.hint')}</p>
          <div className="mb-3">
            <ProblemDownloads id={imp.id} onError={feedback.failure} />
          </div>
          <div aria-busy={loadingPage}>
            <ProblemsTable problems={imp.errors} labelledBy={problemsId} />
          </div>
          <Pager
            page={problemsPage}
            pageSize={IMPORT_ERRORS_PAGE_SIZE}
            count={imp.error_count}
            shown={imp.errors.length}
            onPage={(page) => {
              onProblemsPage(page);
              problemsHeading.current?.focus();
            }}
            testId="import-problems-showing"
          />
        </section>
      ) : (
        <div className="alert alert-success" role="status" data-testid="import-all-valid">
          {t('imports.check.allValid')}
        </div>
      )}
      <Feedback message={feedback.message} testId="import-step" />
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={blocked || commit.isPending}
          aria-describedby={blocked ? blockedId : undefined}
          onClick={onCommit}
          data-testid="import-commit"
        >
          {commit.isPending && (
            <span className="me-2">
              <Spinner small />
            </span>
          )}
          {t('imports.check.commit', { count: imp.valid_rows })}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onBackToMapping}
          data-testid="import-back-to-mapping"
        >
          {t('imports.check.backToMapping')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onNewFile}
          data-testid="import-new-file"
        >
          {t('imports.check.newFile')}
        </button>
        <CancelImportButton imp={imp} onError={feedback.failure} />
      </div>
      {blocked && (
        <p id={blockedId} className="form-text mb-0" data-testid="import-commit-blocked">
          {t('imports.check.blocked')}
        </p>
      )}
    </>
  );
}
