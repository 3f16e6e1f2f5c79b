import type { TOidcConfigResponse } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { isolate } from '../../../lib/isolate';
import { SSO_LOGIN_URL } from '../utils/sso';

/**
 * "Sign in with <provider>" below the password form: a plain link, since the API sends the
 * browser on to the provider (a full navigation, not a request of the app). While the provider
 * cannot be reached it looks disabled, leads nowhere, and says why.
 */
export function SsoSignIn({ config }: { config: TOidcConfigResponse }) {
  const { t } = useTranslation();
  const label = t('auth.sso.signInWith', { name: isolate(config.display_name ?? '') });
  return (
    <div data-testid="sso-sign-in">
      <div className="auth-separator">{t('auth.sso.or')}</div>
      {config.available ? (
        <a className="btn btn-outline-primary w-100" href={SSO_LOGIN_URL} data-testid="sso-button">
          {label}
        </a>
      ) : (
        <>
          <a
            className="btn btn-outline-secondary w-100 disabled"
            role="link"
            aria-disabled="true"
            aria-describedby="sso-unavailable"
            data-testid="sso-button"
          >
            {label}
          </a>
          <p id="sso-unavailable" className="form-text mb-0 mt-2 text-center">
            {t('auth.sso.unavailable')}
          </p>
        </>
      )}
    </div>
  );
}
