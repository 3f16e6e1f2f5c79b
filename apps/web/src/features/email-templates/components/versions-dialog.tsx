import { useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { TEmailTemplateVersion } from '@mutabaa/shared';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/errors';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useTemplateVersions } from '../api/get-template-versions';
import { useRestoreTemplateVersion } from '../api/restore-template-version';
import { VersionTexts } from './version-texts';
import { authorOf, VersionsList } from './versions-list';
import { useDateStyle } from '../../../lib/date-style';

/** The list (with the version a step came back from), one version read in full, or a restore to confirm. */
type Step =
  { kind: 'list'; from?: number } | { kind: 'view' | 'confirm'; version: TEmailTemplateVersion };

type VersionsDialogProps = {
  templateId: number;
  templateName: string;
  /** Unsaved edits, which a restore replaces. */
  dirty: boolean;
  onClose: () => void;
  onRestored: (detail: string) => void;
};

/** Every saved version with who saved it and when; one can be read in full and restored. */
export function VersionsDialog({
  templateId,
  templateName,
  dirty,
  onClose,
  onRestored,
}: VersionsDialogProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const versions = useTemplateVersions(templateId);
  const restore = useRestoreTemplateVersion(templateId);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [failure, setFailure] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const number = (n: number) => formatNumber(n, language);

  // Each step's heading takes focus, so a keyboard user starts reading where the step begins;
  // back in the list, focus returns to the version the step was about.
  useEffect(() => {
    if (step.kind !== 'list') stepHeading.current?.focus();
    else if (step.from !== undefined) {
      body.current?.querySelector<HTMLElement>(`[data-version="${step.from}"] button`)?.focus();
    }
  }, [step]);

  const onRestore = async (version: number) => {
    setFailure(null);
    try {
      const saved = await restore.mutateAsync(version);
      onRestored(saved.detail);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  const list = (
    <QueryState
      query={versions}
      errorFallback={t('emailTemplates.versions.loadFailed')}
      errorClassName="mb-0"
    >
      {(rows) => (
        <VersionsList
          versions={rows}
          onView={(version) => setStep({ kind: 'view', version })}
          onRestore={(version) => setStep({ kind: 'confirm', version })}
        />
      )}
    </QueryState>
  );

  const back = (
    <button
      type="button"
      className="btn btn-outline-secondary"
      onClick={() =>
        setStep({ kind: 'list', from: step.kind === 'list' ? undefined : step.version.version })
      }
      data-testid="template-versions-back"
    >
      {t('emailTemplates.versions.back')}
    </button>
  );

  return (
    <Modal
      show
      onHide={onClose}
      size="xl"
      scrollable
      fullscreen="sm-down"
      aria-labelledby={titleId}
      data-testid="template-versions-dialog"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('emailTemplates.versions.title', { name: templateName })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        {failure && (
          <div className="alert alert-danger" role="alert" data-testid="template-versions-error">
            {failure}
          </div>
        )}
        {step.kind === 'list' && list}
        {step.kind === 'view' && (
          <>
            <h3 ref={stepHeading} tabIndex={-1} className="h6">
              {t('emailTemplates.versions.versionBy', {
                version: number(step.version.version),
                name: authorOf(t, step.version),
                when: formatDateTime(step.version.created_at, dateStyle),
              })}
            </h3>
            <VersionTexts version={step.version} />
          </>
        )}
        {step.kind === 'confirm' && (
          <>
            <h3 ref={stepHeading} tabIndex={-1} className="h6">
              {t('emailTemplates.versions.confirmTitle', { version: number(step.version.version) })}
            </h3>
            <p className="mb-0">
              {t('emailTemplates.versions.confirmBody')}
              {dirty && ` ${t('templateEditor.unsavedReplaced')}`}
            </p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {step.kind === 'list' && (
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
        )}
        {step.kind === 'view' && (
          <>
            {back}
            {!step.version.is_current && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setStep({ kind: 'confirm', version: step.version })}
                data-testid="template-version-restore"
              >
                {t('emailTemplates.versions.restore')}
              </button>
            )}
          </>
        )}
        {step.kind === 'confirm' && (
          <>
            {back}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void onRestore(step.version.version)}
              disabled={restore.isPending}
              aria-busy={restore.isPending || undefined}
              data-testid="template-version-restore-confirm"
            >
              {t('emailTemplates.versions.restoreConfirm', {
                version: number(step.version.version),
              })}
            </button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
