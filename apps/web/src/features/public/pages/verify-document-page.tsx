import '../components/verify.css';
import { useParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { FolderIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { logoOf, useBranding } from '../../../lib/branding';
import { errorText } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage, useSystemTitle } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useVerification } from '../api/get-verification';
import { FileCheckPanel } from '../components/file-check-panel';
import { VerificationFacts } from '../components/verification-facts';

/**
 * The page under an official document's QR code: no sign-in. It names the organisation and
 * the address it is served from (a forged copy would point elsewhere), says whether the
 * document is valid, and checks a dropped PDF against the issued one.
 */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token = '' } = useParams();
  const branding = useBranding();
  const systemTitle = useSystemTitle();
  const organisation = branding.company_name || systemTitle;
  const result = useVerification(token, language);
  useDocumentTitle(t('verify.title'));

  let body;
  if (result.state === 'loading') {
    body = <Spinner />;
  } else if (result.state === 'error') {
    const notFound = result.error instanceof ApiError && result.error.status === 404;
    body = (
      <div className="text-center" data-testid={notFound ? 'verify-not-found' : 'verify-error'}>
        <FolderIcon className="empty-state-icon mb-3" />
        <p className="mb-0" role="alert">
          {errorText(t, result.error)}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <VerificationFacts verification={result.verification} organisation={organisation} />
        <FileCheckPanel expected={result.verification.sha256} />
      </>
    );
  }

  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <div className="verify-issuer mb-4" data-testid="verify-issuer">
          <img src={logoOf(branding)} alt="" width={48} height={48} className="brand-logo" />
          <div style={{ minWidth: 0 }}>
            <p className="small text-body-secondary mb-0">{t('verify.organisation')}</p>
            <p className="h4 mb-1 text-break" data-testid="verify-organisation">
              <bdi>{organisation}</bdi>
            </p>
            <p className="mb-0">
              <span className="visually-hidden">{t('verify.domain')} </span>
              <span dir="ltr" className="fw-semibold text-break" data-testid="verify-domain">
                {window.location.host}
              </span>
            </p>
          </div>
        </div>
        <h1 className="h3 mb-3">{t('verify.title')}</h1>
        {body}
      </div>
    </PublicShell>
  );
}
