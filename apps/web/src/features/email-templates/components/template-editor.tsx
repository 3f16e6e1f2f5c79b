import { useState } from 'react';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type Language,
  type TEmailTemplate,
} from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFeedback } from '../../../components/ui/feedback';
import { TemplateTexts } from '../../../components/ui/template-texts';
import { useUnsavedGuard } from '../../../components/ui/unsaved-guard';
import { errorText } from '../../../lib/errors';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useResetEmailTemplate } from '../api/reset-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { fieldOf } from '../../../lib/text-draft';
import { useTextsEditor } from '../../../lib/use-texts-editor';
import { TEXT_FIELDS } from '../utils/template-draft';
import { EmailSyntax } from './email-syntax';
import { SendTestDialog } from './send-test-dialog';
import { TemplateHeading } from './template-heading';
import { TemplatePreviews } from './template-previews';
import { VersionsDialog } from './versions-dialog';

type Dialog = 'test' | 'versions' | 'reset' | null;

/**
 * One template in both languages side by side: its subjects and bodies, the variables it
 * offers, a live preview of each language's mail, and its save, test, versions and reset.
 */
export function TemplateEditor({ template }: { template: TEmailTemplate }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const editor = useTextsEditor(template, TEXT_FIELDS, 'body_ar');
  const feedback = useFeedback();
  const save = useUpdateEmailTemplate(template.id);
  const reset = useResetEmailTemplate(template.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const leaveDialog = useUnsavedGuard(editor.dirty);
  const name = language === 'ar' ? template.name_ar : template.name_en;

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
      <TemplateTexts
        editor={editor}
        feedback={feedback}
        variables={template.variables}
        controls={(language: Language) => [
          {
            field: fieldOf('subject', language),
            label: t('emailTemplates.fields.subject'),
            maxLength: EMAIL_SUBJECT_MAX_LENGTH,
          },
          {
            field: fieldOf('body', language),
            label: t('emailTemplates.fields.body'),
            maxLength: EMAIL_BODY_MAX_LENGTH,
            rows: 14,
          },
        ]}
        syntax={<EmailSyntax />}
        saving={save.isPending}
        onSave={() => void editor.save(save.mutateAsync, feedback)}
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
        body={`${t('emailTemplates.reset.body')}${editor.dirty ? ` ${t('templateEditor.unsavedReplaced')}` : ''}`}
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
