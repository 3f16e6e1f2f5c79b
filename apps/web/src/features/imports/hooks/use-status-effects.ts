import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportStatus } from '@mutabaa/shared';
import { invalidateApplications } from '../../../lib/query-keys';
import { importKeys } from '../api/query-keys';

/**
 * When the open import's status moves on (a job finished, a run was cancelled), the past
 * imports show it; a completed import has added applications, so their lists are read again.
 */
export function useStatusEffects(id: number | undefined, status: ImportStatus | undefined) {
  const queryClient = useQueryClient();
  const last = useRef<{ id?: number; status?: ImportStatus }>({});
  useEffect(() => {
    if (status === undefined) return;
    const moved = last.current.id === id && last.current.status !== status;
    last.current = { id, status };
    if (!moved) return;
    void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    if (status === 'completed') void invalidateApplications(queryClient);
  }, [id, status, queryClient]);
}
