import type { ReactNode } from 'react';
import { LANGUAGES, type Language } from '@mutabaa/shared';
import { languageOf } from '../../lib/text-draft';
import type { TextsEditor } from '../../lib/use-texts-editor';
import { useTranslation } from '../../lib/use-translation';
import { Feedback, type FeedbackMessage } from './feedback';
import { LanguageTexts, type TextControl } from './language-texts';
import { SaveBar } from './save-bar';
import { VariableList } from './variable-list';

type TemplateTextsProps<F extends string> = {
  editor: TextsEditor<F>;
  /** The screen's last message, and how to clear it when the edits are discarded. */
  feedback: { message: FeedbackMessage | null; clear: () => void };
  variables: readonly string[];
  /** One language's controls, in the order they are shown. */
  controls: (language: Language) => TextControl<F>[];
  /** How a template is written, under the variables. */
  syntax: ReactNode;
  saving: boolean;
  onSave: () => void;
};

/**
 * The texts of a template (an e-mail's, a document's) and how they are saved: the last message,
 * the variables with their target, both languages side by side (stacked on a phone), and the
 * save bar.
 */
export function TemplateTexts<F extends string>({
  editor,
  feedback,
  variables,
  controls,
  syntax,
  saving,
  onSave,
}: TemplateTextsProps<F>) {
  const { t } = useTranslation();
  const targetLanguage = languageOf(editor.target);
  const targetName = t('templateEditor.fieldIn', {
    field: controls(targetLanguage).find((control) => control.field === editor.target)?.label,
    language: t(`templateEditor.languages.${targetLanguage}`),
  });
  return (
    <>
      <Feedback message={feedback.message} testId="template-feedback" />
      <VariableList variables={variables} targetName={targetName} onInsert={editor.insert}>
        {syntax}
      </VariableList>
      <div className="row g-3">
        {LANGUAGES.map((language) => (
          <div key={language} className="col-lg-6">
            <LanguageTexts language={language} editor={editor} controls={controls(language)} />
          </div>
        ))}
      </div>
      <SaveBar
        dirty={editor.dirty}
        saving={saving}
        onSave={onSave}
        onDiscard={() => {
          editor.discard();
          feedback.clear();
        }}
      />
    </>
  );
}
