import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DOCUMENT_BODY_MAX_LENGTH,
  DOCUMENT_FOOTER_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  type Language,
  type TDocumentTemplate,
} from '@mutabaa/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFeedback } from '../../../components/ui/feedback';
import type { TextControl } from '../../../components/ui/language-texts';
import { TemplateTexts } from '../../../components/ui/template-texts';
import { useUnsavedGuard } from '../../../components/ui/unsaved-guard';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { fieldOf, textOf } from '../../../lib/text-draft';
import { useTextsEditor } from '../../../lib/use-texts-editor';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteDocumentTemplate } from '../api/delete-document-template';
import { useResetDocumentTemplate } from '../api/reset-document-template';
import { useUpdateDocumentTemplate } from '../api/update-document-template';
import { TEXT_FIELDS, TEXT_PARTS, type TextField, type TextPart } from '../utils/template-texts';
import { DocumentSyntax } from './document-syntax';
import { PdfPreview } from './pdf-preview';
import { TemplateHeading } from './template-heading';

type Dialog = 'reset' | 'delete' | null;

const LIMITS = {
  title: { maxLength: DOCUMENT_TITLE_MAX_LENGTH },
  body: { maxLength: DOCUMENT_BODY_MAX_LENGTH, rows: 12 },
  footer: { maxLength: DOCUMENT_FOOTER_MAX_LENGTH, rows: 3 },
};

/**
 * One document template in both languages side by side: its titles, bodies and footers, the
 * variables it offers, a PDF preview of each language, and its save, reset and delete.
 */
export function TemplateEditor({ template, name }: { template: TDocumentTemplate; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useTextsEditor(template, TEXT_FIELDS, 'body_ar');
  const feedback = useFeedback();
  const save = useUpdateDocumentTemplate(template.id);
  const reset = useResetDocumentTemplate(template.id);
  const remove = useDeleteDocumentTemplate(template.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const leaveDialog = useUnsavedGuard(editor.dirty);

  const onReset = async () => {
    feedback.clear();
    try {
      const { detail } = await reset.mutateAsync();
      editor.discard();
      feedback.success(detail);
    } catch (error) {
      feedback.failure(errorText(t, error));
    }
    setDialog(null);
  };

  const onDelete = async () => {
    feedback.clear();
    try {
      await remove.mutateAsync();
      await navigate(paths.documentTemplates.getHref());
    } catch (error) {
      setDialog(null);
      feedback.failure(errorText(t, error));
    }
  };

  const controls = (language: Language): TextControl<TextField>[] =>
    TEXT_PARTS.map((part) => ({
      field: fieldOf(part, language),
      label: t(`documentTemplates.fields.${part}`),
      ...LIMITS[part],
    }));

  const textsOf = (language: Language) => {
    const text = (part: TextPart) => textOf(template, editor.draft, fieldOf(part, language));
    return { title: text('title'), body: text('body'), footer: text('footer') };
  };

  const actions = (
    <div className="d-flex flex-wrap gap-2">
      {template.has_shipped_text && (
        <button
          type="button"
          // Outlined in the dark tone: the danger tone on the page's grey lacks contrast.
          className="btn btn-outline-dark"
          onClick={() => setDialog('reset')}
          data-testid="template-reset-open"
        >
          {t('documentTemplates.reset.open')}
        </button>
      )}
      {!template.required && (
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => setDialog('delete')}
          data-testid="template-delete-open"
        >
          {t('documentTemplates.delete.open')}
        </button>
      )}
    </div>
  );

  return (
    <>
      <TemplateHeading template={template} name={name} actions={actions} />
      <TemplateTexts
        editor={editor}
        feedback={feedback}
        variables={template.variables}
        controls={controls}
        syntax={<DocumentSyntax />}
        saving={save.isPending}
        onSave={() => void editor.save(save.mutateAsync, feedback)}
      />
      <PdfPreview templateId={template.id} textsOf={textsOf} />
      <ConfirmDialog
        show={dialog === 'reset'}
        title={t('documentTemplates.reset.title')}
        body={`${t('documentTemplates.reset.body')}${editor.dirty ? ` ${t('templateEditor.unsavedReplaced')}` : ''}`}
        confirmLabel={t('documentTemplates.reset.confirm')}
        busy={reset.isPending}
        onConfirm={() => void onReset()}
        onCancel={() => setDialog(null)}
        testId="template-reset-dialog"
      />
      <ConfirmDialog
        show={dialog === 'delete'}
        title={t('documentTemplates.delete.title', { name })}
        body={t('documentTemplates.delete.body')}
        confirmLabel={t('documentTemplates.delete.confirm')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDialog(null)}
        testId="template-delete-dialog"
      />
      {leaveDialog}
    </>
  );
}
