import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useEmailTemplate } from '../api/get-email-template';
import { TemplateEditor } from '../components/template-editor';

/** One e-mail template's editor (admin); the template's name is the page's title once loaded. */
export function EmailTemplatePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const template = useEmailTemplate(Number(id));
  if (template.data) return <TemplateEditor key={template.data.id} template={template.data} />;
  return (
    <>
      <PageTitle>{t('pages.emailTemplates')}</PageTitle>
      <QueryState query={template} errorFallback={t('emailTemplates.loadOneFailed')}>
        {() => null}
      </QueryState>
    </>
  );
}
