import { isolate } from '@mutabaa/shared';
import { translate } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { notify, type Notifier } from '../notifications/index.js';
import type { OnDisabled } from './deliveries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the admin turns a webhook on again (a path of the web app). */
export const WEBHOOKS_PAGE = '/settings?tab=webhooks';

/**
 * What turning a webhook off leaves, in the same transaction: an audit entry (by the system)
 * and a notification to the admin who added it, in the app and by e-mail, in their language.
 */
export function disabledNotice(notifier: Notifier, disableAfterMs: number): OnDisabled {
  const days = Math.max(1, Math.round(disableAfterMs / DAY_MS));
  return async (tx, hook) => {
    await writeAuditLog(tx, {
      actorId: null,
      action: 'webhook.disabled',
      entityType: 'webhook',
      entityId: String(hook.id),
      changes: { active: { from: true, to: false }, failing_since: hook.failingSince },
      ip: null,
    });
    await notify(tx, notifier, {
      recipients: [hook.createdById],
      event: 'webhook_disabled',
      type: 'system',
      category: 'danger',
      text: (lang) => ({
        title: translate(lang, 'webhook_disabled_title'),
        message: translate(lang, 'webhook_disabled_message', { url: isolate(hook.url), days }),
      }),
      link: WEBHOOKS_PAGE,
    });
  };
}
