import { useId, useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useDocumentTemplates } from '../api/get-document-templates';
import { NewTemplateDialog } from '../components/new-template-dialog';
import { TemplatesTable } from '../components/templates-table';
import { useTemplateLabels } from '../hooks/use-template-labels';

/**
 * Document Templates (admin): the receipt, decision letter and certificate templates, each
 * opening to its editor, and a new one for an application type or a decision at another status.
 */
export function DocumentTemplatesPage() {
  const { t } = useTranslation();
  const templates = useDocumentTemplates();
  const labels = useTemplateLabels();
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const actions = (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => setCreating(true)}
      disabled={!templates.data}
      data-testid="document-templates-new"
    >
      {t('documentTemplates.create.open')}
    </button>
  );
  return (
    <>
      <PageTitle actions={actions}>{t('pages.documentTemplates')}</PageTitle>
      <section className="card" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="h6 card-title">
            {t('documentTemplates.listTitle')}
          </h2>
          <p className="text-body-secondary">{t('documentTemplates.intro')}</p>
          <QueryState
            query={templates}
            errorFallback={t('documentTemplates.loadFailed')}
            errorClassName="mb-0"
          >
            {(list) => <TemplatesTable templates={list} labels={labels} labelledBy={titleId} />}
          </QueryState>
        </div>
      </section>
      {creating && templates.data && (
        <NewTemplateDialog
          templates={templates.data}
          labels={labels}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
