import { useQuery } from '@tanstack/react-query';
import { fieldsQuery } from '../../../lib/form-config-queries';

/**
 * GET /transactions/form-config/fields/ for the admin's table. The request and its cache entry
 * are the app's own form configuration (lib), so a change shows in every screen at once.
 */
export function useFields() {
  // The admin sees the server's rows each time the table opens, not the copy loaded at sign-in.
  return useQuery({ ...fieldsQuery(), refetchOnMount: 'always' });
}
