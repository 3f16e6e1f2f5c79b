import type { TSlaHoliday } from '@mutabaa/shared';
import { useDateStyle } from '../../../../lib/date-style';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteSlaHoliday } from '../../api/delete-sla-holiday';
import { useSlaHolidays } from '../../api/get-sla-holidays';
import { HolidayDialog } from './holiday-dialog';
import { byFirstDay, holidayDays } from './holiday-days';
import { nameFor } from './name-for';
import { SlaListCard } from './sla-list-card';

/** Closed days of the service levels: each with its days in both calendars; add, edit, remove. */
export function HolidaysCard() {
  const { t } = useTranslation();
  const style = useDateStyle();
  const holidays = useSlaHolidays();
  const remover = useDeleteSlaHoliday();
  const days = (holiday: TSlaHoliday) => holidayDays(holiday.date_from, holiday.date_to, style);

  return (
    <SlaListCard
      testIds={{ one: 'holiday', many: 'holidays' }}
      texts={{
        title: t('sla.holidays.title'),
        intro: t('sla.holidays.intro'),
        add: t('sla.holidays.add'),
        empty: t('sla.holidays.empty'),
        deleteTitle: t('sla.holidays.deleteTitle'),
        name: t('sla.holidays.name'),
      }}
      deleteConfirm={(name) => t('sla.holidays.deleteConfirm', { name })}
      query={holidays}
      order={byFirstDay}
      columns={[
        {
          header: t('sla.holidays.gregorian'),
          testId: 'sla-holiday-gregorian',
          cell: (holiday) => days(holiday).gregorian,
        },
        {
          header: t('sla.holidays.hijri'),
          testId: 'sla-holiday-hijri',
          cell: (holiday) => days(holiday).hijri,
        },
        {
          header: t('sla.holidays.length'),
          cell: (holiday) => t('sla.holidays.days', { count: days(holiday).count }),
        },
      ]}
      remove={async (holiday) => {
        await remover.mutateAsync(holiday.id);
        return t('sla.holidays.deleted', { name: isolate(nameFor(holiday, style.language)) });
      }}
      removing={remover.isPending}
      dialog={(holiday, close) => <HolidayDialog holiday={holiday} {...close} />}
    />
  );
}
