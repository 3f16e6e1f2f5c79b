import { useMutation } from '@tanstack/react-query';
import { ZImport } from '@mutabaa/shared';
import { api } from '../../../lib/session';
import { useStoreImport } from './update-import';

/** POST /transactions/import/{id}/commit/: starts creating the applications, all or none. */
export async function commitImport(id: number) {
  return ZImport.parse(await api.post(`/transactions/import/${encodeURIComponent(id)}/commit/`));
}

export function useCommitImport() {
  const store = useStoreImport();
  return useMutation({ mutationFn: commitImport, onSuccess: store });
}
