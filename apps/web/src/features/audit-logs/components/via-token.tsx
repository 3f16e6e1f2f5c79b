import type { TAuditLogEntry } from '@mutabaa/shared';
import { isolate } from '../../../lib/isolate';
import { useTranslation } from '../../../lib/use-translation';

/** "via token CRM sync" under the actor of an entry made through an API token. */
export function ViaToken({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation();
  if (!entry.via_token) return null;
  return (
    <small className="d-block text-body-secondary" data-testid="audit-via-token">
      {t('auditLogs.viaToken', { name: isolate(entry.via_token.name) })}
    </small>
  );
}
