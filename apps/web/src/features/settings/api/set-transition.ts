import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStatusTransition, type Role, type TStatusTransition } from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-queries';
import { api } from '../../../lib/session';
import { settingsKeys } from './query-keys';

const BASE = `${FORM_CONFIG_BASE}/status-transitions/`;

export type SetTransition = {
  /** The transition as it stands; undefined when the move is not allowed yet. */
  current: TStatusTransition | undefined;
  from: string;
  to: string;
  /** The least role allowed to make the move; null forbids it. */
  role: Role | null;
};

/**
 * Sets the least role of one status move with the one request its current state needs:
 * POST status-transitions/ to allow it, PATCH {id}/ to change the role, DELETE {id}/ to forbid
 * it. Answers the transition as it now stands (none when forbidden).
 */
export async function setTransition({
  current,
  from,
  to,
  role,
}: SetTransition): Promise<TStatusTransition | null> {
  if (!role) {
    if (current) await api.delete(`${BASE}${current.id}/`);
    return null;
  }
  if (current)
    return ZStatusTransition.parse(await api.patch(`${BASE}${current.id}/`, { min_role: role }));
  return ZStatusTransition.parse(
    await api.post(BASE, { from_status: from, to_status: to, min_role: role }),
  );
}

export function useSetTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTransition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.transitions() }),
  });
}
