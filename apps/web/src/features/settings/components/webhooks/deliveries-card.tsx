import { useId, useState } from 'react';
import {
  formatDayTime,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type TWebhook,
  type WebhookDeliveryStatus,
  type WebhookMessageType,
} from '@mutabaa/shared';
import { Pager } from '../../../../components/ui/pager';
import { QueryState } from '../../../../components/ui/query-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { useDateStyle } from '../../../../lib/date-style';
import { formatNumber } from '../../../../lib/numbers';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { eventLabel } from './event-label';
import { useWebhookDeliveries } from '../../api/get-webhook-deliveries';
import { DeliveryDialog } from './delivery-dialog';

const PAGE_SIZE = 20;
const STATUS_TONE: Record<WebhookDeliveryStatus, string> = {
  pending: 'text-bg-warning',
  succeeded: 'text-bg-success',
  failed: 'text-bg-danger',
};

/** A webhook's delivery log: filters by status and event, pages, and each delivery's detail. */
export function DeliveriesCard({ webhook }: { webhook: TWebhook }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const style = useDateStyle();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [event, setEvent] = useState<WebhookMessageType | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(webhook.id, {
    page,
    ...(status ? { status } : {}),
    ...(event ? { event } : {}),
  });

  return (
    <section className="card" aria-labelledby={titleId} data-testid="webhook-deliveries">
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t('webhooks.logTitle')}{' '}
          <bdi dir="ltr" className="small text-body-secondary text-break">
            {webhook.url}
          </bdi>
        </h2>
        <div className="row g-2 mb-3">
          <div className="col-12 col-md-4">
            <label className="form-label" htmlFor={`${titleId}-status`}>
              {t('webhooks.filterStatus')}
            </label>
            <select
              id={`${titleId}-status`}
              className="form-select"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as WebhookDeliveryStatus | '');
                setPage(1);
              }}
              data-testid="webhook-filter-status"
            >
              <option value="">{t('webhooks.any')}</option>
              {WEBHOOK_DELIVERY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`webhooks.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-8">
            <label className="form-label" htmlFor={`${titleId}-event`}>
              {t('webhooks.filterEvent')}
            </label>
            <select
              id={`${titleId}-event`}
              className="form-select"
              value={event}
              onChange={(e) => {
                setEvent(e.target.value as WebhookMessageType | '');
                setPage(1);
              }}
              data-testid="webhook-filter-event"
            >
              <option value="">{t('webhooks.any')}</option>
              {(['ping', ...WEBHOOK_EVENTS] as const).map((e) => (
                <option key={e} value={e}>
                  {eventLabel(t, e)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryState
          query={deliveries}
          errorFallback={t('webhooks.loadFailed')}
          errorClassName="mb-0"
          empty={<p className="text-body-secondary mb-0">{t('webhooks.noDeliveries')}</p>}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => (
            <>
              <ResponsiveTable
                className="align-middle"
                aria-labelledby={titleId}
                data-testid="webhook-deliveries-table"
              >
                <thead>
                  <tr>
                    <th scope="col">{t('webhooks.event')}</th>
                    <th scope="col">{t('webhooks.status')}</th>
                    <th scope="col">{t('webhooks.attempts')}</th>
                    <th scope="col">{t('webhooks.code')}</th>
                    <th scope="col">{t('webhooks.createdAt')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('webhooks.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((d) => (
                    <tr key={d.id} data-testid="webhook-delivery-row">
                      <th scope="row" className="fw-normal card-cell-title">
                        {eventLabel(t, d.event)}
                      </th>
                      <td data-label={t('webhooks.status')}>
                        <span
                          className={`badge ${STATUS_TONE[d.status]}`}
                          data-testid="webhook-delivery-status"
                        >
                          {t(`webhooks.statuses.${d.status}`)}
                        </span>
                      </td>
                      <td data-label={t('webhooks.attempts')}>
                        {formatNumber(d.attempts, language)}
                      </td>
                      <td data-label={t('webhooks.code')}>
                        {d.last_status_code === null ? (
                          '—'
                        ) : (
                          <bdi dir="ltr">{d.last_status_code}</bdi>
                        )}
                      </td>
                      <td data-label={t('webhooks.createdAt')}>
                        {formatDayTime(d.created_at, style)}
                      </td>
                      <td className="card-cell-actions">
                        <button
                          type="button"
                          className="btn btn-outline-primary btn-sm"
                          onClick={() => setOpen(d.id)}
                          data-testid="webhook-delivery-open"
                        >
                          {t('webhooks.details')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ResponsiveTable>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                count={data.count}
                shown={data.results.length}
                onPage={setPage}
                testId="webhook-deliveries-summary"
              />
            </>
          )}
        </QueryState>
      </div>
      {open !== null && (
        <DeliveryDialog webhookId={webhook.id} deliveryId={open} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
