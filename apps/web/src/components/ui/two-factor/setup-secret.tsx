import './two-factor.css';
import { lazy, Suspense, useState } from 'react';
import type { TTwoFactorSetupResponse } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { groupSecret } from './code-text';

// The QR code's library (uqr, about 4 KB gzip) comes only with an enrolment screen.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** The secret of an enrolment: a QR code for the authenticator app, and the same as text. */
export function SetupSecret({ setup }: { setup: TTwoFactorSetupResponse }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center mb-3">
      <div className="two-factor-qr border rounded p-1 bg-white align-self-center flex-shrink-0">
        <Suspense
          fallback={
            <div className="d-flex align-items-center justify-content-center h-100">
              <span className="spinner-border text-secondary" aria-hidden="true" />
            </div>
          }
        >
          <QrCode value={setup.otpauth_url} label={t('twoFactor.qrLabel')} />
        </Suspense>
      </div>
      <div className="min-w-0">
        <p className="mb-2">{t('twoFactor.scan')}</p>
        <p className="small text-body-secondary mb-1">{t('twoFactor.orType')}</p>
        <p className="mb-2">
          <code
            dir="ltr"
            className="two-factor-secret d-inline-block fs-6 text-body"
            data-testid="two-factor-secret"
            data-secret={setup.secret}
          >
            {groupSecret(setup.secret)}
          </code>
        </p>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={copy}>
          {t('twoFactor.copySecret')}
        </button>
        <span className="visually-hidden" role="status">
          {copied ? t('twoFactor.copied') : ''}
        </span>
      </div>
    </div>
  );
}
