import { ZApplication, ZPaginated } from '@mutabaa/shared';
import type { Query } from './api-client';
import { api } from './session';

export const ZApplicationPage = ZPaginated(ZApplication);

/**
 * GET /transactions/: one page of the applications in the caller's scope. The list, the
 * assignment queue and the template preview's look-up each ask it with their own filters.
 */
export async function listApplications(query: Query) {
  return ZApplicationPage.parse(await api.get('/transactions/', { query }));
}
