import { useId, useState } from 'react';
import { directionOf, type Language } from '@mutabaa/shared';
import { Spinner } from '../../../components/ui/spinner';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/errors';
import { useDebounced } from '../../../lib/use-debounced';
import { useTranslation } from '../../../lib/use-translation';
import { useTemplatePreview } from '../api/preview-email-template';
import { previewProblemOf } from '../utils/field-errors';
import './template-preview.css';

/** How long typing pauses before the preview is rendered again. */
export const PREVIEW_DELAY_MS = 400;

const VIEWS = ['html', 'text'] as const;
type View = (typeof VIEWS)[number];

type TemplatePreviewProps = {
  templateId: number;
  language: Language;
  subject: string;
  body: string;
  /** The application whose values fill the template; sample values without one. */
  applicationId: number | undefined;
};

/**
 * One language's mail as it would be sent, from the texts in the editor (saved or not): the
 * subject, then the HTML part in a sandboxed frame (no scripts, no access to this page) or the
 * plain-text part.
 */
export function TemplatePreview({
  templateId,
  language,
  subject,
  body,
  applicationId,
}: TemplatePreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [view, setView] = useState<View>('html');
  const settledSubject = useDebounced(subject, PREVIEW_DELAY_MS);
  const settledBody = useDebounced(body, PREVIEW_DELAY_MS);
  const preview = useTemplatePreview(templateId, {
    language,
    subject: settledSubject,
    body: settledBody,
    transaction_id: applicationId,
  });
  const languageName = t(`templateEditor.languages.${language}`);
  const idPrefix = `template-preview-${language}`;
  const busy = preview.isFetching || settledSubject !== subject || settledBody !== body;
  const mail = preview.isError ? undefined : preview.data;
  const dir = directionOf(language);

  return (
    <section
      className="card h-100"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-testid={`template-preview-${language}`}
    >
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <h3 id={headingId} className="h6 mb-0">
            {t('emailTemplates.preview.mailIn', { language: languageName })}
          </h3>
          {busy && <Spinner small label={t('emailTemplates.preview.updating')} />}
        </div>
        {preview.isError && (
          <div
            className="alert alert-warning py-2"
            role="status"
            data-testid={`template-preview-${language}-error`}
          >
            {t('emailTemplates.preview.failed')}{' '}
            {previewProblemOf(preview.error) ?? errorText(t, preview.error)}
          </div>
        )}
        {mail && (
          <div className={preview.isPlaceholderData ? 'template-preview-stale' : undefined}>
            <p className="small mb-2">
              <span className="text-body-secondary">{t('emailTemplates.preview.subject')}</span>{' '}
              <bdi lang={language} dir={dir} data-testid={`template-preview-${language}-subject`}>
                {mail.subject}
              </bdi>
            </p>
            <Tabs
              tabs={VIEWS.map((id) => ({
                id,
                label: t(`emailTemplates.preview.${id}`),
                testId: `${idPrefix}-tab-${id}`,
              }))}
              active={view}
              onChange={setView}
              label={t('emailTemplates.preview.viewsLabel', { language: languageName })}
              idPrefix={idPrefix}
            />
            <TabPanel idPrefix={idPrefix} id={view}>
              {view === 'html' ? (
                <iframe
                  className="template-preview-frame"
                  sandbox=""
                  srcDoc={mail.html}
                  title={t('emailTemplates.preview.frameTitle', { language: languageName })}
                  data-testid={`${idPrefix}-frame`}
                />
              ) : (
                <pre
                  className="template-preview-text"
                  lang={language}
                  dir={dir}
                  data-testid={`${idPrefix}-text`}
                >
                  {mail.text}
                </pre>
              )}
            </TabPanel>
          </div>
        )}
      </div>
    </section>
  );
}
