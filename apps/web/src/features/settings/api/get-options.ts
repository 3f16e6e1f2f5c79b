import { useQuery } from '@tanstack/react-query';
import type { OptionList } from '@mutabaa/shared';
import { optionsQuery } from '../../../lib/form-config-queries';

/**
 * GET /transactions/form-config/{list}/ for the admin's table, inactive options too. The request
 * and its cache entry are the app's own form configuration (lib).
 */
export function useOptions(list: OptionList) {
  // The admin sees the server's rows each time the table opens, not the copy loaded at sign-in.
  return useQuery({ ...optionsQuery(list), refetchOnMount: 'always' });
}
