import { useId } from 'react';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  directionOf,
  type Language,
} from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { TemplateEditorState } from '../hooks/use-template-editor';
import { controlIdOf, fieldOf, type TextPart } from '../utils/template-draft';

/** The subject and body of one language, written in that language's direction. */
export function LanguageTexts({
  language,
  editor,
}: {
  language: Language;
  editor: TemplateEditorState;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const languageName = t(`emailTemplates.languages.${language}`);
  const control = (part: TextPart) => {
    const field = fieldOf(part, language);
    const id = controlIdOf(field);
    const error = editor.errors[field];
    return {
      id,
      label: (
        <label htmlFor={id} className="form-label">
          {t(`emailTemplates.fields.${part}`)}
          <span className="visually-hidden"> ({languageName})</span>
        </label>
      ),
      props: {
        ...editor.bind(field),
        id,
        lang: language,
        dir: directionOf(language),
        className: `form-control${error ? ' is-invalid' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        'data-testid': `template-${field}`,
      },
      error: error && (
        <div
          id={`${id}-error`}
          className="invalid-feedback d-block"
          data-testid={`template-${field}-error`}
        >
          {error}
        </div>
      ),
    };
  };
  const subject = control('subject');
  const body = control('body');
  return (
    <section
      className="card h-100"
      aria-labelledby={headingId}
      data-testid={`template-texts-${language}`}
    >
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title mb-3">
          {languageName}
        </h2>
        <div className="mb-3">
          {subject.label}
          <input type="text" maxLength={EMAIL_SUBJECT_MAX_LENGTH} {...subject.props} />
          {subject.error}
        </div>
        <div>
          {body.label}
          <textarea rows={14} maxLength={EMAIL_BODY_MAX_LENGTH} {...body.props} />
          {body.error}
        </div>
      </div>
    </section>
  );
}
