import type { TAuditLogEntry } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { entityTypeLabel, recordId } from '../utils/audit-labels';

/** The record an entry is about: its type by name and its id, kept in its own direction. */
export function RecordText({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation();
  return (
    <span>
      {entityTypeLabel(t, entry.entity_type)}
      {entry.entity_id && (
        <>
          {' '}
          <bdi dir="ltr" className="text-break">
            {recordId(entry.entity_id)}
          </bdi>
        </>
      )}
    </span>
  );
}
