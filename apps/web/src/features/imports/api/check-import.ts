import { useMutation } from '@tanstack/react-query';
import { ZImport, type TImportCheckRequest } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { useStoreImport } from './update-import';

/** POST /transactions/import/{id}/check/: starts checking every row with this mapping. */
export async function checkImport(id: number, request: TImportCheckRequest) {
  return ZImport.parse(
    await api.post(`/transactions/import/${encodeURIComponent(id)}/check/`, request),
  );
}

export function useCheckImport() {
  const store = useStoreImport();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: TImportCheckRequest }) =>
      checkImport(id, request),
    onSuccess: store,
  });
}
