import { useState } from 'react';
import { LANGUAGES, type TEmailTemplate } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { errorText } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useResetEmailTemplate } from '../api/reset-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { saveErrorsOf } from '../utils/field-errors';
import { LanguageTexts } from './language-texts';
import { SaveBar } from './save-bar';
import { SendTestDialog } from './send-test-dialog';
import { TemplateHeading } from './template-heading';
import { TemplatePreviews } from './template-previews';
import { useTemplateEditor } from '../hooks/use-template-editor';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { VariableList } from './variable-list';
import { VersionsDialog } from './versions-dialog';

type Dialog = 'test' | 'versions' | 'reset' | null;

/**
 * One template in both languages side by side: its subjects and bodies, the variables it
 * offers, a live preview of each language's mail, and its save, test, versions and reset.
 */
export function TemplateEditor({ template }: { template: TEmailTemplate }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const editor = useTemplateEditor(template);
  const feedback = useFeedback();
  const save = useUpdateEmailTemplate(template.id);
  const reset = useResetEmailTemplate(template.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const leaveDialog = useUnsavedGuard(editor.dirty);
  const name = language === 'ar' ? template.name_ar : template.name_en;

  const onSave = async () => {
    feedback.clear();
    try {
      const saved = await save.mutateAsync(editor.changes);
      editor.settle(saved);
      feedback.success(saved.detail);
    } catch (error) {
      const refused = saveErrorsOf(error);
      if (Object.keys(refused).length === 0) return feedback.failure(errorText(t, error));
      feedback.failure(t('emailTemplates.saveRefused'));
      editor.refuse(refused);
    }
  };

  /** After a restore or reset the saved text replaces whatever was being edited. */
  const replaced = (detail: string) => {
    setDialog(null);
    editor.discard();
    feedback.success(detail);
  };

  const onReset = async () => {
    feedback.clear();
    try {
      replaced((await reset.mutateAsync()).detail);
    } catch (error) {
      setDialog(null);
      feedback.failure(errorText(t, error));
    }
  };

  const actions = (
    <div className="d-flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => setDialog('test')}
        data-testid="template-test-open"
      >
        {t('emailTemplates.test.open')}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => setDialog('versions')}
        data-testid="template-versions-open"
      >
        {t('emailTemplates.versions.open')}
      </button>
      <button
        type="button"
        className="btn btn-outline-danger"
        onClick={() => setDialog('reset')}
        disabled={!template.is_customised && !editor.dirty}
        data-testid="template-reset-open"
      >
        {t('emailTemplates.reset.open')}
      </button>
    </div>
  );

  return (
    <>
      <TemplateHeading template={template} name={name} actions={actions} />
      <Feedback message={feedback.message} testId="template-feedback" />
      <VariableList
        variables={template.variables}
        target={editor.target}
        onInsert={editor.insert}
      />
      <div className="row g-3">
        {LANGUAGES.map((language) => (
          <div key={language} className="col-lg-6">
            <LanguageTexts language={language} editor={editor} />
          </div>
        ))}
      </div>
      <SaveBar
        dirty={editor.dirty}
        saving={save.isPending}
        onSave={() => void onSave()}
        onDiscard={() => {
          editor.discard();
          feedback.clear();
        }}
      />
      <TemplatePreviews template={template} draft={editor.draft} />
      {dialog === 'test' && (
        <SendTestDialog
          templateId={template.id}
          dirty={editor.dirty}
          onClose={() => setDialog(null)}
          onSent={(detail) => {
            setDialog(null);
            feedback.success(detail);
          }}
        />
      )}
      {dialog === 'versions' && (
        <VersionsDialog
          templateId={template.id}
          templateName={name}
          dirty={editor.dirty}
          onClose={() => setDialog(null)}
          onRestored={replaced}
        />
      )}
      <ConfirmDialog
        show={dialog === 'reset'}
        title={t('emailTemplates.reset.title')}
        body={`${t('emailTemplates.reset.body')}${editor.dirty ? ` ${t('emailTemplates.unsavedReplaced')}` : ''}`}
        confirmLabel={t('emailTemplates.reset.confirm')}
        busy={reset.isPending}
        onConfirm={() => void onReset()}
        onCancel={() => setDialog(null)}
        testId="template-reset-dialog"
      />
      {leaveDialog}
    </>
  );
}
