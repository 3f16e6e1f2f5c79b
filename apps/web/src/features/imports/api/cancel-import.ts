import { useMutation } from '@tanstack/react-query';
import { ZImport } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { useStoreImport } from './update-import';

/** POST /transactions/import/{id}/cancel/: stops a running job, or abandons the import. */
export async function cancelImport(id: number) {
  return ZImport.parse(await api.post(`/transactions/import/${encodeURIComponent(id)}/cancel/`));
}

export function useCancelImport() {
  const store = useStoreImport();
  return useMutation({ mutationFn: cancelImport, onSuccess: store });
}
