import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { nameFor } from './name-for';

type Named = { id: number; name_ar: string; name_en: string };

/** A column after the name: its heading and its cell of one item (a phone card's label too). */
export type SlaColumn<T> = { header: string; testId?: string; cell: (item: T) => ReactNode };

type SlaListCardProps<T extends Named> = {
  /** Names the test ids: `sla-<one>-row`, `sla-<many>-table`… */
  testIds: { one: string; many: string };
  texts: {
    title: string;
    intro: string;
    add: string;
    empty: string;
    deleteTitle: string;
    /** The heading of the names' column. */
    name: string;
  };
  /** The confirmation's question, the item's name (isolated) given. */
  deleteConfirm: (name: string) => string;
  query: UseQueryResult<T[]>;
  /** The items in the order shown. */
  order?: (items: T[]) => T[];
  columns: SlaColumn<T>[];
  /** Deletes one, answering what to tell the admin. */
  remove: (item: T) => Promise<string>;
  removing: boolean;
  /** The dialog that adds (`undefined`) or edits one, closing with a message when saved. */
  dialog: (
    item: T | undefined,
    close: { onClose: () => void; onSaved: (text: string) => void },
  ) => ReactNode;
};

/**
 * A list of the service levels' settings (holidays, policies) as a card: its table (cards on a
 * phone), an add button, and each row's edit and delete, the delete confirmed first.
 */
export function SlaListCard<T extends Named>(props: SlaListCardProps<T>) {
  const { testIds, texts, query, columns } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const feedback = useFeedback();
  const titleId = useId();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const remove = async (item: T) => {
    feedback.clear();
    try {
      feedback.success(await props.remove(item));
    } catch (error) {
      feedback.failure(errorText(t, error, t('sla.saveFailed')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="card" aria-labelledby={titleId} data-testid={`sla-${testIds.many}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 card-title mb-0">
            {texts.title}
          </h2>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing('new')}
            data-testid={`sla-${testIds.one}-add`}
          >
            {texts.add}
          </button>
        </div>
        <p className="text-body-secondary">{texts.intro}</p>
        <Feedback message={feedback.message} testId={`sla-${testIds.many}`} />
        <QueryState
          query={query}
          errorFallback={t('sla.loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{texts.empty}</p>}
        >
          {(list) => (
            <ResponsiveTable
              className="align-middle mb-0"
              aria-labelledby={titleId}
              data-testid={`sla-${testIds.many}-table`}
            >
              <thead>
                <tr>
                  <th scope="col">{texts.name}</th>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('sla.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(props.order ? props.order(list) : list).map((item) => {
                  const name = nameFor(item, language);
                  return (
                    <tr key={item.id} data-testid={`sla-${testIds.one}-row`}>
                      <th scope="row" className="fw-normal card-cell-title">
                        <bdi>{name}</bdi>
                      </th>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          data-label={column.header}
                          data-testid={column.testId}
                        >
                          {column.cell(item)}
                        </td>
                      ))}
                      <td className="text-nowrap card-cell-actions">
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm me-1"
                          onClick={() => setEditing(item)}
                          aria-label={t('sla.editNamed', { name })}
                          data-testid={`sla-${testIds.one}-edit`}
                        >
                          {t('sla.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          onClick={() => setDeleting(item)}
                          aria-label={t('sla.deleteNamed', { name })}
                          data-testid={`sla-${testIds.one}-delete`}
                        >
                          {t('sla.delete')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ResponsiveTable>
          )}
        </QueryState>
      </div>
      {editing &&
        props.dialog(editing === 'new' ? undefined : editing, {
          onClose: () => setEditing(null),
          onSaved: (text) => {
            setEditing(null);
            feedback.success(text);
          },
        })}
      <ConfirmDialog
        show={deleting !== null}
        title={texts.deleteTitle}
        body={props.deleteConfirm(deleting ? isolate(nameFor(deleting, language)) : '')}
        confirmLabel={t('sla.delete')}
        busy={props.removing}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
        testId={`sla-${testIds.one}-delete-dialog`}
      />
    </section>
  );
}
