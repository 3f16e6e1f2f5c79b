import { finalStatuses, type Role } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { cachedOptions } from './options.repository.js';
import { listTransitions } from './transitions.repository.js';

/** The final statuses of the configured workflow (finalStatuses of @mutabaa/shared). */
export async function workflowFinalStatuses(db: Executor): Promise<string[]> {
  const options = await cachedOptions(db);
  const transitions = await listTransitions(db);
  return finalStatuses(
    options.filter((o) => o.list === 'statuses').map((o) => o.value),
    transitions.map((t) => ({
      from_status: t.fromStatus,
      to_status: t.toStatus,
      min_role: t.minRole as Role,
    })),
  );
}
