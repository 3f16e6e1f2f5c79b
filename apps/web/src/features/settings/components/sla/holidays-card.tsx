import { useId, useState } from 'react';
import type { TSlaHoliday } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteSlaHoliday } from '../../api/delete-sla-holiday';
import { useSlaHolidays } from '../../api/get-sla-holidays';
import { HolidayDialog } from './holiday-dialog';
import { byFirstDay, holidayDays } from './holiday-days';
import { nameFor } from './name-for';

/** Closed days of the service levels: each with its days in both calendars; add, edit, remove. */
export function HolidaysCard() {
  const { t } = useTranslation();
  const style = useDateStyle();
  const holidays = useSlaHolidays();
  const remover = useDeleteSlaHoliday();
  const feedback = useFeedback();
  const titleId = useId();
  const [editing, setEditing] = useState<TSlaHoliday | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSlaHoliday | null>(null);

  const remove = async (holiday: TSlaHoliday) => {
    feedback.clear();
    try {
      await remover.mutateAsync(holiday.id);
      feedback.success(
        t('sla.holidays.deleted', { name: isolate(nameFor(holiday, style.language)) }),
      );
    } catch (error) {
      feedback.failure(errorText(t, error, t('sla.saveFailed')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="card" aria-labelledby={titleId} data-testid="sla-holidays">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 card-title mb-0">
            {t('sla.holidays.title')}
          </h2>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => setEditing('new')}
            data-testid="sla-holiday-add"
          >
            {t('sla.holidays.add')}
          </button>
        </div>
        <p className="text-body-secondary">{t('sla.holidays.intro')}</p>
        <Feedback message={feedback.message} testId="sla-holidays" />
        <QueryState
          query={holidays}
          errorFallback={t('sla.loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{t('sla.holidays.empty')}</p>}
        >
          {(list) => (
            <ResponsiveTable
              className="align-middle mb-0"
              aria-labelledby={titleId}
              data-testid="sla-holidays-table"
            >
              <thead>
                <tr>
                  <th scope="col">{t('sla.holidays.name')}</th>
                  <th scope="col">{t('sla.holidays.gregorian')}</th>
                  <th scope="col">{t('sla.holidays.hijri')}</th>
                  <th scope="col">{t('sla.holidays.length')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('sla.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {byFirstDay(list).map((holiday) => {
                  const name = nameFor(holiday, style.language);
                  const days = holidayDays(holiday.date_from, holiday.date_to, style);
                  return (
                    <tr key={holiday.id} data-testid="sla-holiday-row">
                      <th scope="row" className="fw-normal card-cell-title">
                        <bdi>{name}</bdi>
                      </th>
                      <td
                        data-label={t('sla.holidays.gregorian')}
                        data-testid="sla-holiday-gregorian"
                      >
                        {days.gregorian}
                      </td>
                      <td data-label={t('sla.holidays.hijri')} data-testid="sla-holiday-hijri">
                        {days.hijri}
                      </td>
                      <td data-label={t('sla.holidays.length')}>
                        {t('sla.holidays.days', { count: days.count })}
                      </td>
                      <td className="text-nowrap card-cell-actions">
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm me-1"
                          onClick={() => setEditing(holiday)}
                          aria-label={t('sla.editNamed', { name })}
                          data-testid="sla-holiday-edit"
                        >
                          {t('sla.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          onClick={() => setDeleting(holiday)}
                          aria-label={t('sla.deleteNamed', { name })}
                          data-testid="sla-holiday-delete"
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
      {editing && (
        <HolidayDialog
          holiday={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            feedback.success(text);
          }}
        />
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('sla.holidays.deleteTitle')}
        body={t('sla.holidays.deleteConfirm', {
          name: deleting ? isolate(nameFor(deleting, style.language)) : '',
        })}
        confirmLabel={t('sla.delete')}
        busy={remover.isPending}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
        testId="sla-holiday-delete-dialog"
      />
    </section>
  );
}
