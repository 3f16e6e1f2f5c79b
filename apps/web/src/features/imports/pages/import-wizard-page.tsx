import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TImport } from '@mutabaa/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useImport } from '../api/get-import';
import { useStoreImport } from '../api/update-import';
import { CheckStep } from '../components/check-step';
import { ImportStepper } from '../components/import-stepper';
import { MapStep } from '../components/map-step';
import { PastImports } from '../components/past-imports';
import { ResultStep } from '../components/result-step';
import { UploadStep } from '../components/upload-step';
import { useStatusEffects } from '../hooks/use-status-effects';
import { useStepFocus } from '../hooks/use-step-focus';
import {
  shownStep,
  wizardParamsFromUrl,
  wizardParamsToUrl,
  type WizardParams,
  type WizardStep,
} from '../utils/wizard-steps';

/**
 * Bulk Import (admin, editor): upload a sheet, map its columns, check every row, import them
 * all. The open import is in the address, so a running check or import can be left and found
 * again; the step shown follows its status.
 */
export function ImportWizardPage() {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const params = wizardParamsFromUrl(url);
  const { id } = params;
  const go = useCallback((next: WizardParams) => setUrl(wizardParamsToUrl(next)), [setUrl]);
  const [problems, setProblems] = useState<{ id?: number; page: number }>({ page: 1 });
  const problemsPage = problems.id === id ? problems.page : 1;
  const current = useImport(id, problemsPage);
  const storeImport = useStoreImport();
  const imp = id === undefined ? undefined : current.data;
  const step: WizardStep | undefined =
    id === undefined ? 'upload' : imp && shownStep(imp.status, params.backToMapping);
  const heading = useStepFocus(step && `${id ?? 'new'}:${step}`);
  const titleId = useId();
  useStatusEffects(imp?.id, imp?.status);

  const startOver = () => go({ backToMapping: false });
  const onUploaded = (answer: TImport) => {
    storeImport(answer);
    go({ id: answer.id, backToMapping: false });
  };

  const content = (found: TImport) => {
    if (step === 'map')
      return (
        <MapStep
          key={found.id}
          imp={found}
          onChecking={() => {
            setProblems({ id: found.id, page: 1 });
            go({ id: found.id, backToMapping: false });
          }}
        />
      );
    if (step === 'check')
      return (
        <CheckStep
          imp={found}
          problemsPage={problemsPage}
          loadingPage={current.isPlaceholderData}
          onProblemsPage={(page) => setProblems({ id: found.id, page })}
          onBackToMapping={() => go({ id: found.id, backToMapping: true })}
          onNewFile={startOver}
        />
      );
    return <ResultStep imp={found} onStartOver={startOver} />;
  };

  const newImport = id !== undefined && (
    <button
      type="button"
      className="btn btn-outline-primary"
      onClick={startOver}
      data-testid="import-new"
    >
      {t('imports.newImport')}
    </button>
  );

  return (
    <>
      <PageTitle actions={newImport}>{t('pages.bulkImport')}</PageTitle>
      <section
        className="card"
        aria-labelledby={step ? titleId : undefined}
        data-testid="import-wizard"
      >
        <div className="card-body">
          {step && <ImportStepper current={step} />}
          {step && (
            <h2
              id={titleId}
              ref={heading}
              tabIndex={-1}
              className="h4 mb-3"
              data-testid="import-step-title"
            >
              {t(`imports.titles.${step}`)}
            </h2>
          )}
          {imp && (
            <p className="visually-hidden" aria-live="polite" data-testid="import-status-live">
              {t('imports.statusNow', { status: t(`imports.status.${imp.status}`) })}
            </p>
          )}
          {id === undefined ? (
            <UploadStep onUploaded={onUploaded} />
          ) : (
            <QueryState
              query={current}
              errorFallback={t('imports.loadFailed')}
              errorClassName="mb-0"
            >
              {content}
            </QueryState>
          )}
        </div>
      </section>
      <PastImports currentId={id} />
    </>
  );
}
