import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatDayTime } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText } from '../../../../lib/errors';
import { formatNumber } from '../../../../lib/numbers';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { eventLabel } from './event-label';
import { useWebhookDelivery } from '../../api/get-webhook-delivery';
import { useRedeliverWebhook } from '../../api/redeliver-webhook';

/** One delivery: what was sent, the last answer, its error, attempts and time; redeliver. */
export function DeliveryDialog(props: {
  webhookId: number;
  deliveryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const style = useDateStyle();
  const titleId = useId();
  const delivery = useWebhookDelivery(props.webhookId, props.deliveryId);
  const redeliver = useRedeliverWebhook();
  const feedback = useFeedback();
  const again = async () => {
    feedback.clear();
    try {
      await redeliver.mutateAsync({ id: props.webhookId, delivery: props.deliveryId });
      feedback.success(t('webhooks.redelivered'));
    } catch (error) {
      feedback.failure(errorText(t, error, t('webhooks.failed')));
    }
  };
  return (
    <Modal
      show
      onHide={props.onClose}
      centered
      size="lg"
      aria-labelledby={titleId}
      data-testid="webhook-delivery"
    >
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('webhooks.deliveryTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Feedback message={feedback.message} testId="webhook-redeliver" />
        <QueryState query={delivery} errorFallback={t('webhooks.loadFailed')}>
          {(d) => (
            <>
              <dl className="row mb-3">
                <dt className="col-sm-4">{t('webhooks.event')}</dt>
                <dd className="col-sm-8">{eventLabel(t, d.event)}</dd>
                <dt className="col-sm-4">{t('webhooks.status')}</dt>
                <dd className="col-sm-8" data-testid="webhook-delivery-detail-status">
                  {t(`webhooks.statuses.${d.status}`)}
                </dd>
                <dt className="col-sm-4">{t('webhooks.attempts')}</dt>
                <dd className="col-sm-8">{formatNumber(d.attempts, language)}</dd>
                <dt className="col-sm-4">{t('webhooks.code')}</dt>
                <dd className="col-sm-8" data-testid="webhook-delivery-detail-code">
                  {d.last_status_code === null ? '—' : <bdi dir="ltr">{d.last_status_code}</bdi>}
                </dd>
                <dt className="col-sm-4">{t('webhooks.duration')}</dt>
                <dd className="col-sm-8">
                  {d.duration_ms === null
                    ? '—'
                    : t('webhooks.ms', { value: formatNumber(d.duration_ms, language) })}
                </dd>
                <dt className="col-sm-4">{t('webhooks.createdAt')}</dt>
                <dd className="col-sm-8">
                  {formatDayTime(d.created_at, style, { seconds: true })}
                </dd>
                {d.next_attempt_at && (
                  <>
                    <dt className="col-sm-4">{t('webhooks.nextAttempt')}</dt>
                    <dd className="col-sm-8">
                      {formatDayTime(d.next_attempt_at, style, { seconds: true })}
                    </dd>
                  </>
                )}
                <dt className="col-sm-4">{t('webhooks.error')}</dt>
                <dd className="col-sm-8">
                  {d.last_error ? <bdi dir="ltr">{d.last_error}</bdi> : '—'}
                </dd>
                <dt className="col-sm-4">{t('webhooks.messageId')}</dt>
                <dd className="col-sm-8 text-break">
                  <code dir="ltr">{d.message_id}</code>
                </dd>
              </dl>
              <h3 className="h6">{t('webhooks.requestBody')}</h3>
              <pre
                className="bg-body-tertiary border rounded p-2 small"
                dir="ltr"
                style={{ maxHeight: '16rem', overflow: 'auto', whiteSpace: 'pre-wrap' }}
                tabIndex={0}
                data-testid="webhook-delivery-request"
              >
                {pretty(d.request_body)}
              </pre>
              <h3 className="h6">{t('webhooks.responseBody')}</h3>
              <pre
                className="bg-body-tertiary border rounded p-2 small mb-0"
                dir="ltr"
                style={{ maxHeight: '10rem', overflow: 'auto', whiteSpace: 'pre-wrap' }}
                tabIndex={0}
                data-testid="webhook-delivery-response"
              >
                {d.response_body || '—'}
              </pre>
            </>
          )}
        </QueryState>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={props.onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={again}
          disabled={redeliver.isPending}
          data-testid="webhook-redeliver"
        >
          {t('webhooks.redeliver')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** The body sent, indented for reading (as it was when it is not JSON). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
