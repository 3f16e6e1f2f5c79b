import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session, tokens } from '../../../lib/session';
import { ssoSession } from '../utils/sso-session';
import { SSO_LOGOUT_URL } from '../utils/sso';
import { getOidcConfig } from './get-oidc-config';

/** Where the browser goes after signing out: the sign-in page, or the provider's sign-out. */
export type LogoutOutcome = { providerLogoutUrl: string | null };

/**
 * POST /logout/ with the refresh token (only when one exists); server errors are logged
 * and ignored, and the local session is always cleared. A session that came from single
 * sign-on then also ends at the provider, when the provider has a sign-out page.
 */
export async function logout(): Promise<LogoutOutcome> {
  const fromSso = ssoSession.isSet();
  const refresh = tokens.getRefresh();
  if (refresh) {
    try {
      await api.post('/logout/', { refresh }, { retryOn401: false });
    } catch (error) {
      console.warn('Logout request failed; signing out locally.', error);
    }
  }
  session.signOut();
  ssoSession.clear();
  return { providerLogoutUrl: fromSso && (await providerSignsOut()) ? SSO_LOGOUT_URL : null };
}

/** Whether the provider has a sign-out page; a failure to ask means no (ours is done). */
async function providerSignsOut(): Promise<boolean> {
  try {
    return (await getOidcConfig()).end_session;
  } catch {
    return false;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
