import { useId, useState } from 'react';
import { LANGUAGES, type TEmailTemplate } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { PreviewApplication } from '../api/find-application';
import { ApplicationPicker } from './application-picker';
import { fieldOf, textOf, type Draft } from '../../../lib/text-draft';
import type { TextField } from '../utils/template-draft';
import { TemplatePreview } from './template-preview';

/** Both languages' mails from the texts in the editor, with sample data or an application's. */
export function TemplatePreviews({
  template,
  draft,
}: {
  template: TEmailTemplate;
  draft: Draft<TextField>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [application, setApplication] = useState<PreviewApplication | null>(null);
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3 mb-3">
        <div>
          <h2 id={headingId} className="h5 mb-1">
            {t('emailTemplates.preview.title')}
          </h2>
          <p className="small text-body-secondary mb-0">{t('emailTemplates.preview.intro')}</p>
        </div>
        <ApplicationPicker chosen={application} onChoose={setApplication} />
      </div>
      <div className="row g-3">
        {LANGUAGES.map((language) => (
          <div key={language} className="col-lg-6">
            <TemplatePreview
              templateId={template.id}
              language={language}
              subject={textOf(template, draft, fieldOf('subject', language))}
              body={textOf(template, draft, fieldOf('body', language))}
              applicationId={application?.id}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
