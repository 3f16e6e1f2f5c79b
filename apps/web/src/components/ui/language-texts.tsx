import { useId } from 'react';
import { directionOf, type Language } from '@mutabaa/shared';
import { controlIdOf } from '../../lib/text-draft';
import type { TextsBinding } from '../../lib/use-texts-editor';
import { useTranslation } from '../../lib/use-translation';

/** One text of a template in one language: its field, label and length. */
export type TextControl<F extends string> = {
  field: F;
  label: string;
  maxLength: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
};

/** A template's texts in one language, each written in that language's direction. */
export function LanguageTexts<F extends string>({
  language,
  controls,
  editor,
}: {
  language: Language;
  controls: readonly TextControl<F>[];
  editor: TextsBinding<F>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const languageName = t(`templateEditor.languages.${language}`);
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
        {controls.map(({ field, label, maxLength, rows }, index) => {
          const id = controlIdOf(field);
          const error = editor.errors[field];
          const props = {
            ...editor.bind(field),
            id,
            lang: language,
            dir: directionOf(language),
            maxLength,
            className: `form-control${error ? ' is-invalid' : ''}`,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'data-testid': `template-${field}`,
          };
          return (
            <div key={field} className={index < controls.length - 1 ? 'mb-3' : undefined}>
              <label htmlFor={id} className="form-label">
                {label}
                <span className="visually-hidden"> ({languageName})</span>
              </label>
              {rows ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
              {error && (
                <div
                  id={`${id}-error`}
                  className="invalid-feedback d-block"
                  data-testid={`template-${field}-error`}
                >
                  {error}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
