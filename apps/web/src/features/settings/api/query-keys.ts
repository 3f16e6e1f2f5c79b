import type { OptionList, WebhookDeliveryStatus, WebhookMessageType } from '@mutabaa/shared';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * The admin's tables of fields and options read the app's own form configuration (lib/), so a
 * change shows in every screen at once; the transitions and the profile are the feature's own.
 */
export const settingsKeys = {
  profile: () => ['profile'] as const,
  /** REQUIRE_2FA_ROLES among the system settings. */
  requiredTwoFactorRoles: () => ['system-settings', 'REQUIRE_2FA_ROLES'] as const,
  fields: () => sharedKeys.formFields(),
  options: (list: OptionList) => sharedKeys.formOptions(list),
  transitions: () => [...sharedKeys.formConfig, 'status-transitions'] as const,
  /** API tokens: one's own, or (admins) everyone's. */
  apiTokens: ['api-tokens'] as const,
  apiTokenList: (all: boolean) => [...settingsKeys.apiTokens, all ? 'all' : 'mine'] as const,
  /** The service levels: the working calendar, the holidays and the policies. */
  sla: ['sla'] as const,
  slaCalendar: () => [...settingsKeys.sla, 'calendar'] as const,
  slaHolidays: () => [...settingsKeys.sla, 'holidays'] as const,
  slaPolicies: () => [...settingsKeys.sla, 'policies'] as const,
  /** The webhooks and their delivery logs. */
  webhooks: ['webhooks'] as const,
  webhookList: () => [...settingsKeys.webhooks, 'list'] as const,
  webhookDeliveries: (id: number) => [...settingsKeys.webhooks, id, 'deliveries'] as const,
  webhookDeliveryPage: (id: number, filters: DeliveryFilters) =>
    [...settingsKeys.webhookDeliveries(id), filters] as const,
  webhookDelivery: (id: number, delivery: number) =>
    [...settingsKeys.webhookDeliveries(id), 'detail', delivery] as const,
};

/** The delivery log's filters and page. */
export type DeliveryFilters = {
  page: number;
  status?: WebhookDeliveryStatus;
  event?: WebhookMessageType;
};
