import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session, tokens } from '../../../lib/session';

/**
 * POST /logout/ with the refresh token (only when one exists); server errors are logged
 * and ignored, and the local session is always cleared.
 */
export async function logout(): Promise<void> {
  const refresh = tokens.getRefresh();
  if (refresh) {
    try {
      await api.post('/logout/', { refresh }, { retryOn401: false });
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
  }
  session.signOut();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
