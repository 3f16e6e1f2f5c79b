import { z } from 'zod';

/** How webhooks are delivered (docs/webhooks.md#settings-environment-variables). */
export type WebhooksConfig = {
  /** Seconds to wait before each retry; its length is the number of retries. */
  retrySchedule: number[];
  /** Addresses with `http:` as well as `https:`. */
  allowHttp: boolean;
  /** Receivers on loopback, private, link-local and metadata addresses (tests, one machine). */
  allowPrivate: boolean;
  /** An attempt that has no complete answer by then fails. */
  timeoutMs: number;
  /** Bytes of an answer's body read (and kept, up to 4 KB) before the rest is dropped. */
  maxResponseBytes: number;
  /** A webhook with no success for this long, while its attempts fail, is turned off. */
  disableAfterMs: number;
  /** Finished deliveries are removed after this long. */
  retentionMs: number;
  /** How often each worker looks for deliveries whose job was lost (a crash mid-attempt). */
  sweepMs: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Five attempts over about a day: the first at once, then after 5 minutes, 30 minutes, 2 hours
 * and 20 hours (each with up to a tenth more or less of jitter).
 */
export const DEFAULT_RETRY_SCHEDULE = [300, 1800, 7200, 72_000];

export const DEFAULT_WEBHOOKS_CONFIG: WebhooksConfig = {
  retrySchedule: DEFAULT_RETRY_SCHEDULE,
  allowHttp: false,
  allowPrivate: false,
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  disableAfterMs: 5 * DAY_MS,
  retentionMs: 30 * DAY_MS,
  sweepMs: 10_000,
};

const flag = z.enum(['true', 'false', '1', '0']).optional();
const positive = z.coerce.number().positive().optional();

const ZWebhookEnv = z.object({
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, 'comma-separated seconds, e.g. 60,600,3600')
    .optional(),
  WEBHOOK_ALLOW_HTTP: flag,
  WEBHOOK_ALLOW_PRIVATE: flag,
  WEBHOOK_TIMEOUT_MS: positive,
  WEBHOOK_DISABLE_AFTER_DAYS: positive,
  WEBHOOK_RETENTION_DAYS: positive,
});

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/** The WEBHOOK_* variables (empty ones count as unset), with every problem listed. */
export function readWebhooksConfig(env: NodeJS.ProcessEnv): {
  webhooks: WebhooksConfig;
  problems: string[];
} {
  const given = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('WEBHOOK_') && value !== ''),
  );
  const parsed = ZWebhookEnv.safeParse(given);
  if (!parsed.success) {
    return {
      webhooks: DEFAULT_WEBHOOKS_CONFIG,
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  }
  const e = parsed.data;
  const d = DEFAULT_WEBHOOKS_CONFIG;
  return {
    webhooks: {
      ...d,
      retrySchedule: e.WEBHOOK_RETRY_SCHEDULE
        ? e.WEBHOOK_RETRY_SCHEDULE.split(',').map((s) => Number(s.trim()))
        : d.retrySchedule,
      allowHttp: isOn(e.WEBHOOK_ALLOW_HTTP),
      allowPrivate: isOn(e.WEBHOOK_ALLOW_PRIVATE),
      timeoutMs: e.WEBHOOK_TIMEOUT_MS ?? d.timeoutMs,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_DAYS
        ? e.WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS
        : d.disableAfterMs,
      retentionMs: e.WEBHOOK_RETENTION_DAYS ? e.WEBHOOK_RETENTION_DAYS * DAY_MS : d.retentionMs,
    },
    problems: [],
  };
}
