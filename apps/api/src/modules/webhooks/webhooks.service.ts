import type {
  TWebhook,
  TWebhookCreate,
  TWebhookCreated,
  TWebhookDelivery,
  TWebhookDeliveryDetail,
  TWebhookDeliveryQuery,
  TWebhookSecret,
  TWebhookUpdate,
} from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { WebhookRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { WebhooksConfig } from '../../webhooks-config.js';
import { writeAuditLog } from '../audit-logs/index.js';
import { secretContext } from './deliveries.js';
import { bodyOf } from './drafts.js';
import type { ApplicationView, DeliveryQueue } from './outbox.js';
import { newMessageId, newSecret } from './signing.js';
import { presentDelivery, presentDeliveryDetail, presentWebhook } from './webhooks.presenter.js';
import * as repository from './webhooks.repository.js';

export type WebhooksDeps = {
  db: Db;
  secrets: SecretBox;
  settings: WebhooksConfig;
  queue: DeliveryQueue;
  view: ApplicationView;
};

const notFound = () => new AppError(404, 'not_found');

/** The fields an admin writes, as the audit log names them. */
const AUDITED = ['url', 'events', 'active', 'description', 'include_internal'] as const;

function auditedValues(row: WebhookRow): Record<(typeof AUDITED)[number], unknown> {
  const shown = presentWebhook(row);
  return Object.fromEntries(AUDITED.map((key) => [key, shown[key]])) as Record<
    (typeof AUDITED)[number],
    unknown
  >;
}

/** The webhooks an admin manages, their secrets, test pings and delivery log. */
export class WebhooksService {
  constructor(private readonly deps: WebhooksDeps) {}

  async list(): Promise<TWebhook[]> {
    return (await repository.listWebhooks(this.deps.db)).map(presentWebhook);
  }

  async get(id: number): Promise<TWebhook> {
    const row = await repository.findWebhook(this.deps.db, id);
    if (!row) throw notFound();
    return presentWebhook(row);
  }

  async create(input: TWebhookCreate, actor: Actor): Promise<TWebhookCreated> {
    this.checkUrl(input.url);
    const secret = newSecret();
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repository.insertWebhook(tx, {
        url: input.url,
        events: input.events,
        active: input.active,
        description: input.description,
        includeInternal: input.include_internal,
        secretSealed: '',
        createdById: actor.user.id,
      });
      // Sealed under the webhook's id, known once the row exists.
      const sealed = this.deps.secrets.seal(secret, secretContext(inserted.id));
      const created = (await repository.updateWebhook(tx, inserted.id, { secretSealed: sealed }))!;
      const values = auditedValues(created);
      await this.audit(tx, actor, 'webhook.created', created.id, {
        ...Object.fromEntries(AUDITED.map((key) => [key, { from: null, to: values[key] }])),
      });
      return created;
    });
    return { ...presentWebhook(row), secret };
  }

  async update(id: number, input: TWebhookUpdate, actor: Actor): Promise<TWebhook> {
    if (input.url !== undefined) this.checkUrl(input.url);
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await repository.findWebhook(tx, id, true);
      if (!before) throw notFound();
      const turnedOn = input.active === true && !before.active;
      const updated = (await repository.updateWebhook(tx, id, {
        url: input.url,
        events: input.events,
        active: input.active,
        description: input.description,
        includeInternal: input.include_internal,
        // Turned on again: its failing time starts afresh.
        ...(turnedOn ? { disabledAt: null, failingSince: null } : {}),
      }))!;
      const from = auditedValues(before);
      const to = auditedValues(updated);
      const changes = Object.fromEntries(
        AUDITED.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key])).map(
          (key) => [key, { from: from[key], to: to[key] }],
        ),
      );
      if (Object.keys(changes).length) {
        await this.audit(tx, actor, 'webhook.updated', id, changes);
      }
      return updated;
    });
    return presentWebhook(row);
  }

  async remove(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await repository.findWebhook(tx, id, true);
      if (!row) throw notFound();
      await repository.deleteWebhook(tx, id);
      const values = auditedValues(row);
      await this.audit(tx, actor, 'webhook.deleted', id, {
        ...Object.fromEntries(AUDITED.map((key) => [key, { from: values[key], to: null }])),
      });
    });
  }

  /** A new secret at once: the old one signs nothing more, pending retries included. */
  async rotateSecret(id: number, actor: Actor): Promise<TWebhookSecret> {
    const secret = newSecret();
    await this.deps.db.transaction(async (tx) => {
      const row = await repository.findWebhook(tx, id, true);
      if (!row) throw notFound();
      const sealed = this.deps.secrets.seal(secret, secretContext(id));
      await repository.updateWebhook(tx, id, { secretSealed: sealed });
      await this.audit(tx, actor, 'webhook.secret_rotated', id, {});
    });
    return { secret };
  }

  async deliveries(id: number, query: TWebhookDeliveryQuery) {
    const db = this.deps.db;
    if (!(await repository.findWebhook(db, id))) throw notFound();
    const { count, rows } = await repository.pageDeliveries(
      db,
      id,
      { status: query.status, event: query.event },
      { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    );
    return { count, results: rows.map(presentDelivery) };
  }

  async delivery(id: number, deliveryId: number): Promise<TWebhookDeliveryDetail> {
    const row = await repository.findDelivery(this.deps.db, id, deliveryId);
    if (!row) throw notFound();
    return presentDeliveryDetail(row, await bodyOf(this.deps.db, this.deps.view, row));
  }

  /**
   * Sends a delivery's message again, as a new delivery with the same `webhook-id` and body
   * (a receiver that keeps ids sees the same message), at once and outside its application's
   * order.
   */
  async redeliver(id: number, deliveryId: number, actor: Actor): Promise<TWebhookDelivery> {
    return this.deps.db.transaction(async (tx) => {
      const source = await repository.findDelivery(tx, id, deliveryId);
      if (!source) throw notFound();
      const [newId] = await repository.insertDeliveries(tx, [
        {
          webhookId: id,
          messageId: source.messageId,
          event: source.event,
          body: await bodyOf(tx, this.deps.view, source),
        },
      ]);
      await this.deps.queue.kick(tx, [newId!]);
      await this.audit(tx, actor, 'webhook.redelivered', id, {
        delivery_id: { from: source.id, to: newId },
      });
      return presentDelivery((await repository.findDelivery(tx, id, newId!))!);
    });
  }

  /** Sends a `ping` to the webhook, whatever events it takes. */
  async test(id: number, actor: Actor): Promise<TWebhookDelivery> {
    return this.deps.db.transaction(async (tx) => {
      const hook = await repository.findWebhook(tx, id);
      if (!hook) throw notFound();
      const body = JSON.stringify({
        type: 'ping',
        timestamp: new Date().toISOString(),
        data: { webhook_id: id },
      });
      const [newId] = await repository.insertDeliveries(tx, [
        { webhookId: id, messageId: newMessageId(), event: 'ping', body },
      ]);
      await this.deps.queue.kick(tx, [newId!]);
      await this.audit(tx, actor, 'webhook.test_sent', id, {});
      return presentDelivery((await repository.findDelivery(tx, id, newId!))!);
    });
  }

  /** An http address only where allowed (WEBHOOK_ALLOW_HTTP). */
  private checkUrl(url: string) {
    if (new URL(url).protocol === 'http:' && !this.deps.settings.allowHttp) {
      throw fieldError(
        'validation_error',
        'url',
        'webhook_url_https_required',
        422,
        'validation_error',
      );
    }
  }

  private audit(
    tx: Executor,
    actor: Actor,
    action: string,
    id: number,
    changes: Record<string, unknown>,
  ) {
    return writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'webhook',
      entityId: String(id),
      changes,
      ip: actor.ip,
    });
  }
}
