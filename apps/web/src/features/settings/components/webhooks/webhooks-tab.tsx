import { useId, useState } from 'react';
import type { TWebhook } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteWebhook } from '../../api/delete-webhook';
import { useWebhooks } from '../../api/get-webhooks';
import { useRotateWebhookSecret } from '../../api/rotate-webhook-secret';
import { useTestWebhook } from '../../api/test-webhook';
import { DeliveriesCard } from './deliveries-card';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';

/**
 * Webhooks (admin): the list with each one's actions (edit, test ping, new secret, log,
 * delete), and the delivery log of the one chosen.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const titleId = useId();
  const webhooks = useWebhooks();
  const feedback = useFeedback();
  const remover = useDeleteWebhook();
  const rotator = useRotateWebhookSecret();
  const tester = useTestWebhook();
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const [rotating, setRotating] = useState<TWebhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<TWebhook | null>(null);

  const act = async (work: () => Promise<string>) => {
    feedback.clear();
    try {
      feedback.success(await work());
    } catch (error) {
      feedback.failure(errorText(t, error, t('webhooks.failed')));
    }
  };
  const stateOf = (hook: TWebhook) => (hook.active ? 'on' : hook.disabled_at ? 'disabled' : 'off');

  return (
    <div className="row g-4" data-testid="webhooks-tab">
      <div className="col-12">
        <section className="card" aria-labelledby={titleId}>
          <div className="card-body">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <h2 id={titleId} className="h5 card-title mb-0">
                {t('webhooks.title')}
              </h2>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setEditing('new')}
                data-testid="webhook-add"
              >
                {t('webhooks.add')}
              </button>
            </div>
            <p className="text-body-secondary">{t('webhooks.intro')}</p>
            <Feedback message={feedback.message} testId="webhooks" />
            <QueryState
              query={webhooks}
              errorFallback={t('webhooks.loadFailed')}
              errorClassName="mb-0"
              empty={<p className="text-body-secondary mb-0">{t('webhooks.empty')}</p>}
            >
              {(list) => (
                <ResponsiveTable
                  className="align-middle mb-0"
                  aria-labelledby={titleId}
                  data-testid="webhooks-table"
                >
                  <thead>
                    <tr>
                      <th scope="col">{t('webhooks.url')}</th>
                      <th scope="col">{t('webhooks.eventsColumn')}</th>
                      <th scope="col">{t('webhooks.state')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('webhooks.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((hook) => (
                      <tr key={hook.id} data-testid="webhook-row">
                        <th scope="row" className="fw-normal card-cell-title text-break">
                          <bdi dir="ltr">{hook.url}</bdi>
                          {hook.description && (
                            <div className="small text-body-secondary" dir="auto">
                              {hook.description}
                            </div>
                          )}
                        </th>
                        <td data-label={t('webhooks.eventsColumn')}>
                          {t('webhooks.eventCount', { count: hook.events.length })}
                        </td>
                        <td data-label={t('webhooks.state')} data-testid="webhook-state">
                          {t(`webhooks.states.${stateOf(hook)}`)}
                        </td>
                        <td className="card-cell-actions">
                          <div className="d-flex flex-wrap gap-1">
                            <button
                              type="button"
                              className="btn btn-outline-primary btn-sm"
                              onClick={() => setEditing(hook)}
                              aria-label={t('webhooks.editNamed', { url: hook.url })}
                            >
                              {t('webhooks.edit')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-secondary btn-sm"
                              disabled={tester.isPending}
                              onClick={() =>
                                act(async () => {
                                  await tester.mutateAsync(hook.id);
                                  setLogOf(hook);
                                  return t('webhooks.pingSent');
                                })
                              }
                              aria-label={t('webhooks.pingNamed', { url: hook.url })}
                              data-testid="webhook-ping"
                            >
                              {t('webhooks.ping')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-secondary btn-sm"
                              onClick={() => setLogOf(hook)}
                              aria-label={t('webhooks.logNamed', { url: hook.url })}
                              data-testid="webhook-log"
                            >
                              {t('webhooks.log')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-secondary btn-sm"
                              onClick={() => setRotating(hook)}
                              aria-label={t('webhooks.rotateNamed', { url: hook.url })}
                              data-testid="webhook-rotate"
                            >
                              {t('webhooks.rotate')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-danger btn-sm"
                              onClick={() => setDeleting(hook)}
                              aria-label={t('webhooks.deleteNamed', { url: hook.url })}
                              data-testid="webhook-delete"
                            >
                              {t('webhooks.delete')}
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ResponsiveTable>
              )}
            </QueryState>
          </div>
        </section>
      </div>
      {logOf && (
        <div className="col-12">
          <DeliveriesCard webhook={logOf} key={logOf.id} />
        </div>
      )}
      {editing && (
        <WebhookDialog
          webhook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(text, created) => {
            setEditing(null);
            feedback.success(text);
            if (created) setSecret(created);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        show={rotating !== null}
        title={t('webhooks.rotateTitle')}
        body={t('webhooks.rotateConfirm', { url: isolate(rotating?.url ?? '') })}
        confirmLabel={t('webhooks.rotate')}
        busy={rotator.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() =>
          act(async () => {
            const answer = await rotator.mutateAsync(rotating!.id);
            setRotating(null);
            setSecret(answer.secret);
            return t('webhooks.rotated');
          })
        }
        testId="webhook-rotate-confirm"
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteConfirm', { url: isolate(deleting?.url ?? '') })}
        confirmLabel={t('webhooks.delete')}
        busy={remover.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          act(async () => {
            const gone = deleting!;
            await remover.mutateAsync(gone.id);
            setDeleting(null);
            if (logOf?.id === gone.id) setLogOf(null);
            return t('webhooks.deleted');
          })
        }
        testId="webhook-delete-confirm"
      />
    </div>
  );
}
