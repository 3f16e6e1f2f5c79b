import { z } from 'zod';
import { multiLineText, singleLineText, ZPage, ZPageSize } from '../input.js';
import { ZPaginated } from './common.js';

/** Longest address a webhook may post to. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;

/** The events a webhook may subscribe to (docs/webhooks.md#events), in the order shown. */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.submitted',
  'application.updated',
  'application.status_changed',
  'application.assigned',
  'application.deleted',
  'comment.created',
  'attachment.created',
  'application.sla_warning',
  'application.sla_breached',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery carries: an event, or the test endpoint's `ping`. */
export type WebhookMessageType = WebhookEvent | 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A webhook as an admin reads it; the secret is never part of it. */
export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  description: z.string(),
  include_internal: z.boolean(),
  /** When it was turned off after failing for too long; null otherwise. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;
export const ZWebhookList = z.array(ZWebhook);

/** The signing secret, shown once: `whsec_` and the base64 of 32 random bytes. */
export const ZWebhookSecret = z.object({ secret: z.string() });
export type TWebhookSecret = z.infer<typeof ZWebhookSecret>;
/** POST /webhooks/: the new webhook and its secret. */
export const ZWebhookCreated = ZWebhook.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

/** An http(s) address without credentials; whether http is allowed is the server's setting. */
const webhookUrl = () =>
  singleLineText(WEBHOOK_URL_MAX_LENGTH)
    .min(1, { error: 'required' })
    // A scheme of http or https, a host with no user or password before it, then a path.
    .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, { error: 'webhook_url_invalid' })
    .refine((value) => z.url().safeParse(value).success, { error: 'webhook_url_invalid' });

const webhookEvents = () =>
  z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'webhook_event_unknown' }), { error: 'invalid' })
    .min(1, { error: 'webhook_events_required' })
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, {
      error: 'webhook_events_repeated',
    });

const fields = {
  url: webhookUrl(),
  events: webhookEvents(),
  active: z.boolean(),
  description: multiLineText(WEBHOOK_DESCRIPTION_MAX_LENGTH),
  include_internal: z.boolean(),
};

export const ZWebhookCreate = z
  .object({
    url: fields.url,
    events: fields.events,
    active: fields.active.default(true),
    description: fields.description.default(''),
    include_internal: fields.include_internal.default(false),
  })
  .strict();
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

/** PATCH: any of the fields. */
export const ZWebhookUpdate = z.object(fields).partial().strict();
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdate>;

/** One message to one webhook, with its attempts so far. */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** A delivery's detail: what was sent and the start of the last answer. */
export const ZWebhookDeliveryDetail = ZWebhookDelivery.extend({
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  message_id: z.string(),
  request_body: z.string(),
  /** The first 4 KB of the last answer's body. */
  response_body: z.string().nullable(),
});
export type TWebhookDeliveryDetail = z.infer<typeof ZWebhookDeliveryDetail>;

export const ZWebhookDeliveryPage = ZPaginated(ZWebhookDelivery);
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** GET /webhooks/{id}/deliveries/: newest first. */
export const ZWebhookDeliveryQuery = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'invalid' }).optional(),
  event: z.enum([...WEBHOOK_EVENTS, 'ping'], { error: 'invalid' }).optional(),
  page: ZPage,
  page_size: ZPageSize,
});
export type TWebhookDeliveryQuery = z.infer<typeof ZWebhookDeliveryQuery>;
