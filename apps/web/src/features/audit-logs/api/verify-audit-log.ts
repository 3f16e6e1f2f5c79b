import { useMutation } from '@tanstack/react-query';
import { ZAuditVerifyResult } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** GET /audit-logs/verify/ (admin): whether the hash chain holds, and where it first breaks. */
export async function verifyAuditLog() {
  return ZAuditVerifyResult.parse(await api.get('/audit-logs/verify/'));
}

/** Asked on demand (it reads the whole log), never cached. */
export function useVerifyAuditLog() {
  return useMutation({ mutationFn: verifyAuditLog });
}
