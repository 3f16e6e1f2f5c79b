import { Link } from 'react-router';
import type { TImport } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { CancelImportButton } from './cancel-import-button';
import { ImportProgress } from './import-progress';

/**
 * Step 4: the import's progress, then what came of it. Imports are all or nothing, so a failed
 * or cancelled one has written no application.
 */
export function ResultStep({ imp, onStartOver }: { imp: TImport; onStartOver: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();

  if (imp.status === 'importing') {
    return (
      <>
        <ImportProgress
          label={t('imports.result.progress')}
          done={imp.progress.done}
          total={imp.progress.total}
          testId="import-commit-progress"
        />
        <p className="text-body-secondary">{t('imports.result.canLeave')}</p>
        <Feedback message={feedback.message} testId="import-step" />
        <CancelImportButton imp={imp} onError={feedback.failure} />
      </>
    );
  }

  const startOver = (
    <button
      type="button"
      className="btn btn-outline-secondary"
      onClick={onStartOver}
      data-testid="import-start-over"
    >
      {t('imports.newImport')}
    </button>
  );

  if (imp.status === 'completed') {
    return (
      <>
        <div className="alert alert-success" role="status" data-testid="import-completed">
          <p className="fw-semibold mb-1">{t('imports.result.completed')}</p>
          <p className="mb-0" data-testid="import-created">
            {t('imports.result.created', { count: imp.created })}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={paths.transactions.getHref({ import: imp.id })}
            className="btn btn-primary"
            data-testid="import-open-applications"
          >
            {t('imports.result.open')}
          </Link>
          {startOver}
        </div>
      </>
    );
  }

  const failed = imp.status === 'failed';
  return (
    <>
      <div
        className={`alert ${failed ? 'alert-danger' : 'alert-secondary'}`}
        role={failed ? 'alert' : 'status'}
        data-testid={failed ? 'import-failed' : 'import-cancelled'}
      >
        {/* The server's text says what happened and that nothing was written; ours stands in
            when it gave none. */}
        <p className="fw-semibold mb-0" data-testid="import-failure">
          {imp.failure || t(failed ? 'imports.result.failed' : 'imports.result.cancelled')}
        </p>
        {!imp.failure && <p className="mb-0 mt-1">{t('imports.result.nothingWritten')}</p>}
      </div>
      {startOver}
    </>
  );
}
