import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSetting, ZSettingValues, type SettingKey, type TSetting } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { auditLogKeys } from './query-keys';

export const AUDIT_RETENTION_KEY = 'AUDIT_RETENTION_DAYS' satisfies SettingKey;

/** Days an entry is kept, or null (kept forever, also when the setting is absent). */
export type AuditRetention = number | null;

/** The retention among the settings, checked with the schema the server writes it with. */
export function retentionOf(settings: readonly TSetting[]): AuditRetention {
  const setting = settings.find((item) => item.key === AUDIT_RETENTION_KEY);
  return ZSettingValues.AUDIT_RETENTION_DAYS.parse(setting?.value ?? null);
}

/** GET /system/settings/ (admin): every known setting; the retention period taken from them. */
export async function getAuditRetention(): Promise<AuditRetention> {
  return retentionOf(ZSetting.array().parse(await api.get('/system/settings/')));
}

export const auditRetentionQuery = () =>
  queryOptions({ queryKey: auditLogKeys.retention(), queryFn: getAuditRetention });

export function useAuditRetention() {
  return useQuery(auditRetentionQuery());
}
