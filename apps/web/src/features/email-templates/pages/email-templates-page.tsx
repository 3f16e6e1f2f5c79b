import { useId } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useEmailTemplates } from '../api/get-email-templates';
import { TemplatesTable } from '../components/templates-table';

/** Email Templates (admin): every mail the product sends, each opening to its editor. */
export function EmailTemplatesPage() {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  const titleId = useId();
  return (
    <>
      <PageTitle>{t('pages.emailTemplates')}</PageTitle>
      <section className="card" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="h6 card-title">
            {t('emailTemplates.listTitle')}
          </h2>
          <p className="text-body-secondary">{t('emailTemplates.intro')}</p>
          <QueryState
            query={templates}
            errorFallback={t('emailTemplates.loadFailed')}
            errorClassName="mb-0"
          >
            {(list) => <TemplatesTable templates={list} labelledBy={titleId} />}
          </QueryState>
        </div>
      </section>
    </>
  );
}
