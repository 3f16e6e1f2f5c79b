import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTemplate } from '../api/get-document-template';
import { TemplateEditor } from '../components/template-editor';
import { useTemplateLabels } from '../hooks/use-template-labels';

/** One document template's editor (admin); its kind, status and type are the page's title. */
export function DocumentTemplatePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const template = useDocumentTemplate(Number(id));
  const labels = useTemplateLabels();
  if (template.data) {
    return (
      <TemplateEditor
        key={template.data.id}
        template={template.data}
        name={labels.fullName(template.data)}
      />
    );
  }
  return (
    <>
      <PageTitle>{t('pages.documentTemplates')}</PageTitle>
      <QueryState query={template} errorFallback={t('documentTemplates.loadOneFailed')}>
        {() => null}
      </QueryState>
    </>
  );
}
