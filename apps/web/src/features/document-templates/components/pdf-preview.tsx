import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, type Language } from '@mutabaa/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorText, firstFieldError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/use-translation';
import { usePreviewDocumentTemplate } from '../api/preview-document-template';
import type { TextPart } from '../utils/template-texts';
import './pdf-preview.css';

type Shown = { language: Language; url: string };

/**
 * The document as it would be issued, one language at a time, from the texts in the editor
 * (saved or not) with sample data: the PDF in a frame, and a link to download it. A text the
 * server cannot render is named in its message.
 */
export function PdfPreview({
  templateId,
  textsOf,
}: {
  templateId: number;
  textsOf: (language: Language) => Record<TextPart, string>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const preview = usePreviewDocumentTemplate(templateId);
  const [shown, setShown] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<Language | null>(null);
  const url = useRef<string | null>(null);

  // The PDF's bytes are let go when another replaces it and when the editor closes.
  const show = (next: Shown | null) => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = next?.url ?? null;
    setShown(next);
  };
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const onPreview = async (language: Language) => {
    setFailure(null);
    setAsked(language);
    try {
      const blob = await preview.mutateAsync({ language, ...textsOf(language) });
      show({ language, url: URL.createObjectURL(blob) });
    } catch (error) {
      show(null);
      setFailure(firstFieldError(error, ['title', 'body', 'footer']) ?? errorText(t, error));
    }
  };

  const languageName = (language: Language) => t(`templateEditor.languages.${language}`);
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="template-pdf-preview">
      <h2 id={headingId} className="h5 mb-1">
        {t('documentTemplates.preview.title')}
      </h2>
      <p className="small text-body-secondary mb-2">{t('documentTemplates.preview.intro')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void onPreview(language)}
            disabled={preview.isPending}
            data-testid={`template-preview-${language}`}
          >
            {t('documentTemplates.preview.show', { language: languageName(language) })}
          </button>
        ))}
        {preview.isPending && asked && (
          <Spinner
            small
            label={t('documentTemplates.preview.making', { language: languageName(asked) })}
          />
        )}
      </div>
      {failure && asked && (
        <div
          className="alert alert-danger mt-3 mb-0"
          role="alert"
          data-testid="template-preview-error"
        >
          {t('documentTemplates.preview.failed', { language: languageName(asked) })} {failure}
        </div>
      )}
      {shown && (
        <div className="mt-3" data-testid="template-preview-shown" data-language={shown.language}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <h3 className="h6 mb-0">
              {t('documentTemplates.preview.pdfIn', { language: languageName(shown.language) })}
            </h3>
            <a
              href={shown.url}
              download={`document-preview-${shown.language}.pdf`}
              className="btn btn-sm btn-outline-secondary"
              data-testid="template-preview-download"
            >
              {t('documentTemplates.preview.download')}
            </a>
          </div>
          <iframe
            className="document-preview-frame"
            src={shown.url}
            title={t('documentTemplates.preview.pdfIn', { language: languageName(shown.language) })}
            data-testid="template-preview-frame"
          />
        </div>
      )}
    </section>
  );
}
