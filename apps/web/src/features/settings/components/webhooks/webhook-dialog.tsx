import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { WEBHOOK_EVENTS, type TWebhook, type WebhookEvent } from '@mutabaa/shared';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Field, FieldFrame } from '../../../../components/ui/field';
import { errorText, fieldErrorsOf } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { eventLabel } from './event-label';
import { useSaveWebhook } from '../../api/save-webhook';

type WebhookDialogProps = {
  webhook?: TWebhook;
  onClose: () => void;
  /** Saved: what to tell the admin, and the secret when it was just created. */
  onSaved: (text: string, secret?: string) => void;
};

/** Adds or edits a webhook: its address, events, whether it is on, notes and internal events. */
export function WebhookDialog({ webhook, onClose, onSaved }: WebhookDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? ['application.created']);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [internal, setInternal] = useState(webhook?.include_internal ?? false);
  const errors = fieldErrorsOf(save.error, ['url', 'events', 'events.0', 'description']);
  const eventsError = errors.events ?? errors['events.0'];
  const failure = save.error && !errors.url && !eventsError ? errorText(t, save.error) : null;

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      url: url.trim(),
      events: WEBHOOK_EVENTS.filter((e) => events.includes(e)),
      active,
      description,
      include_internal: internal,
    };
    try {
      const saved = await save.mutateAsync({ id: webhook?.id, webhook: body });
      onSaved(
        t(webhook ? 'webhooks.saved' : 'webhooks.created'),
        'secret' in saved ? saved.secret : undefined,
      );
    } catch {
      // Shown from save.error.
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby={titleId}
      data-testid="webhook-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {t(webhook ? 'webhooks.editTitle' : 'webhooks.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert" data-testid="webhook-dialog-error">
              {failure}
            </div>
          )}
          <Field
            label={t('webhooks.url')}
            type="url"
            dir="ltr"
            inputMode="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
            hint={t('webhooks.urlHint')}
            data-testid="webhook-url"
          />
          <fieldset
            className="mb-3"
            aria-describedby={eventsError ? `${titleId}-events` : undefined}
          >
            <legend className="form-label fs-6">{t('webhooks.eventsLegend')}</legend>
            <div className="row row-cols-1 row-cols-md-2">
              {WEBHOOK_EVENTS.map((event) => (
                <div className="col" key={event}>
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={`${titleId}-${event}`}
                      checked={events.includes(event)}
                      onChange={(e) => toggle(event, e.target.checked)}
                      data-testid={`webhook-event-${event}`}
                    />
                    <label className="form-check-label" htmlFor={`${titleId}-${event}`}>
                      {eventLabel(t, event)}{' '}
                      <code dir="ltr" className="small">
                        {event}
                      </code>
                    </label>
                  </div>
                </div>
              ))}
            </div>
            {eventsError && (
              <div id={`${titleId}-events`} className="invalid-feedback d-block">
                {eventsError}
              </div>
            )}
          </fieldset>
          <div className="form-check form-switch mb-2">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`${titleId}-active`}
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
              data-testid="webhook-active"
            />
            <label className="form-check-label" htmlFor={`${titleId}-active`}>
              {t('webhooks.active')}
            </label>
          </div>
          <div className="form-check mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${titleId}-internal`}
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
              aria-describedby={`${titleId}-internal-hint`}
              data-testid="webhook-internal"
            />
            <label className="form-check-label" htmlFor={`${titleId}-internal`}>
              {t('webhooks.includeInternal')}
            </label>
            <div id={`${titleId}-internal-hint`} className="form-text">
              {t('webhooks.includeInternalHint')}
            </div>
          </div>
          <FieldFrame label={t('webhooks.description')} error={errors.description} className="mb-0">
            {({ id, describedBy }) => (
              <textarea
                id={id}
                className={`form-control${errors.description ? ' is-invalid' : ''}`}
                rows={2}
                dir="auto"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                aria-describedby={describedBy}
                data-testid="webhook-description"
              />
            )}
          </FieldFrame>
        </Modal.Body>
        <DialogFooter
          onCancel={onClose}
          label={t('webhooks.save')}
          busy={save.isPending}
          busyLabel={t('settings.saving')}
          testId="webhook-save"
        />
      </form>
    </Modal>
  );
}
