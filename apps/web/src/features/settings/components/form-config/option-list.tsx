import { useState } from 'react';
import type { OptionList, TOption } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { Spinner } from '../../../../components/ui/spinner';
import { readableTextOn } from '../../../../lib/colour';
import { errorText } from '../../../../lib/errors';
import { optionLabel } from '../../../../lib/form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteOption } from '../../api/delete-option';
import { useOptions } from '../../api/get-options';
import { useReorderOptions } from '../../api/reorder-options';
import { useUpdateOption } from '../../api/update-option';
import { OptionModal } from './option-modal';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';

const TITLE_KEYS: Record<OptionList, string> = {
  'application-types': 'formSettings.applicationTypes',
  priorities: 'formSettings.priorities',
  statuses: 'formSettings.statuses',
};

/** One option list: order, labels, colour, active switch, edit, delete, add. */
export function OptionListCard({ list }: { list: OptionList }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useOptions(list);
  const feedback = useFeedback();
  const [editing, setEditing] = useState<TOption | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TOption | null>(null);
  const reorder = useReorderOptions(list);
  const update = useUpdateOption(list);
  const remover = useDeleteOption(list);
  const busy = reorder.isPending || update.isPending || remover.isPending;
  const rows = [...(options.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
  const titleId = `options-title-${list}`;

  const run = async (work: () => Promise<string>) => {
    feedback.clear();
    try {
      feedback.success(await work());
    } catch (error) {
      feedback.failure(errorText(t, error, t('formSettings.saveFailed')));
    }
  };

  const move = (index: number, delta: number) =>
    run(async () => {
      const ids = rows.map((row) => row.id);
      const [moved] = ids.splice(index, 1);
      if (moved === undefined) return '';
      ids.splice(index + delta, 0, moved);
      await reorder.mutateAsync(ids);
      return t('formSettings.orderSaved');
    });

  const toggle = (option: TOption, active: boolean) =>
    run(async () => {
      await update.mutateAsync({ id: option.id, patch: { is_active: active } });
      return t(active ? 'formSettings.activated' : 'formSettings.deactivated', {
        name: optionLabel(option, language),
      });
    });

  const remove = (option: TOption) =>
    run(async () => {
      const result = await remover.mutateAsync(option.id);
      setDeleting(null);
      return result.deactivated
        ? result.detail || t('formSettings.deactivatedInUse')
        : t('formSettings.optionDeleted');
    }).finally(() => setDeleting(null));

  return (
    <section className="card" aria-labelledby={titleId} data-testid={`options-${list}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 id={titleId} className="h5 card-title mb-0">
            {t(TITLE_KEYS[list])}
          </h2>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing('new')}
            data-testid="option-add"
          >
            {t('formSettings.addOption')}
          </button>
        </div>
        <Feedback message={feedback.message} testId={`options-${list}`} />
        {options.isPending && <Spinner />}
        {options.isError && (
          <div className="alert alert-danger" role="alert">
            {errorText(t, options.error, t('formConfig.loadFailed'))}
          </div>
        )}
        {options.data && (
          <ResponsiveTable className="align-middle mb-0 options-table">
            <thead>
              <tr>
                <th scope="col">{t('formSettings.order')}</th>
                <th scope="col">{t('formSettings.value')}</th>
                <th scope="col">{t('formSettings.labelEn')}</th>
                <th scope="col">{t('formSettings.labelAr')}</th>
                <th scope="col">{t('formSettings.badgeColor')}</th>
                <th scope="col">{t('formSettings.active')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('formSettings.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((option, index) => {
                const label = optionLabel(option, language);
                return (
                  <tr key={option.id} data-testid={`option-row-${option.value}`}>
                    <td className="text-nowrap" data-label={t('formSettings.order')}>
                      <span className="me-2">{index + 1}</span>
                      <button
                        type="button"
                        className="btn btn-outline-secondary btn-sm me-1"
                        disabled={busy || index === 0}
                        aria-label={t('formSettings.moveUp', { name: label })}
                        onClick={() => void move(index, -1)}
                        data-testid="option-up"
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-secondary btn-sm"
                        disabled={busy || index === rows.length - 1}
                        aria-label={t('formSettings.moveDown', { name: label })}
                        onClick={() => void move(index, 1)}
                        data-testid="option-down"
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </td>
                    <td data-label={t('formSettings.value')}>
                      <code dir="ltr">{option.value}</code>
                    </td>
                    <td data-label={t('formSettings.labelEn')} data-testid="option-label-en">
                      <span lang="en" dir="ltr">
                        {option.label_en}
                      </span>
                    </td>
                    <td data-label={t('formSettings.labelAr')} data-testid="option-label-ar">
                      <span lang="ar" dir="rtl">
                        {option.label_ar}
                      </span>
                    </td>
                    <td data-label={t('formSettings.badgeColor')}>
                      <span
                        className="badge"
                        style={{
                          backgroundColor: option.badge_color,
                          color: readableTextOn(option.badge_color),
                        }}
                      >
                        <span dir="ltr">{option.badge_color}</span>
                      </span>
                    </td>
                    <td data-label={t('formSettings.active')}>
                      <div className="form-check form-switch mb-0">
                        <input
                          className="form-check-input"
                          type="checkbox"
                          role="switch"
                          name="is_active"
                          checked={option.is_active}
                          disabled={busy}
                          aria-label={t('formSettings.activeFor', { name: label })}
                          onChange={(event) => void toggle(option, event.target.checked)}
                        />
                      </div>
                    </td>
                    <td className="text-nowrap card-cell-actions">
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm me-1"
                        onClick={() => setEditing(option)}
                        aria-label={t('formSettings.editNamed', { name: label })}
                        data-testid="option-edit"
                      >
                        {t('formSettings.edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        onClick={() => setDeleting(option)}
                        aria-label={t('formSettings.deleteNamed', { name: label })}
                        data-testid="option-delete"
                      >
                        {t('formSettings.delete')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ResponsiveTable>
        )}
      </div>
      {editing && (
        <OptionModal
          list={list}
          option={editing === 'new' ? undefined : editing}
          nextOrder={rows.reduce((max, row) => Math.max(max, row.order), -1) + 1}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            feedback.success(text);
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('formSettings.deleteTitle')}
        body={t('formSettings.deleteConfirm', {
          name: deleting ? optionLabel(deleting, language) : '',
        })}
        confirmLabel={t('formSettings.delete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
        testId="option-delete-dialog"
      />
    </section>
  );
}
