import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { errorText } from '../../../../lib/errors';
import { useBranding } from '../../../../lib/branding';
import { useTranslation } from '../../../../lib/use-translation';
import { useResetBranding } from '../../api/reset-branding';
import { DateDefaultsForm } from '../dates/date-defaults-form';
import { BrandingForm } from './branding-form';
import { LogoUpload } from './logo-upload';
import { RequiredRolesForm } from '../security/required-roles-form';

/** System settings (admin): branding form, logo, and reset to the default brand. */
export function SystemSettingsTab() {
  const { t } = useTranslation();
  const branding = useBranding();
  const [confirming, setConfirming] = useState(false);
  const resetter = useResetBranding();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const reset = async () => {
    setMessage(null);
    try {
      await resetter.mutateAsync();
      setMessage({ tone: 'success', text: t('branding.resetDone') });
    } catch (error) {
      setMessage({ tone: 'danger', text: errorText(t, error, t('branding.resetFailed')) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="row g-4">
      <div className="col-12">
        <section className="card" aria-labelledby="branding-title">
          <div className="card-body">
            <h2 id="branding-title" className="h5 card-title">
              {t('branding.title')}
            </h2>
            <p className="text-body-secondary">{t('branding.intro')}</p>
            <BrandingForm branding={branding} />
          </div>
        </section>
      </div>
      <div className="col-12">
        <section className="card" aria-labelledby="date-defaults-title">
          <div className="card-body">
            <h2 id="date-defaults-title" className="h5 card-title">
              {t('settings.dates.defaultsTitle')}
            </h2>
            <p className="text-body-secondary">{t('settings.dates.defaultsIntro')}</p>
            <DateDefaultsForm branding={branding} />
          </div>
        </section>
      </div>
      <div className="col-12">
        <section className="card" aria-labelledby="required-two-factor-title">
          <div className="card-body">
            <h2 id="required-two-factor-title" className="h5 card-title">
              {t('settings.twoFactor.requiredTitle')}
            </h2>
            <p className="text-body-secondary">{t('settings.twoFactor.requiredIntro')}</p>
            <RequiredRolesForm />
          </div>
        </section>
      </div>
      <div className="col-lg-7">
        <section className="card h-100" aria-labelledby="logo-title">
          <div className="card-body">
            <h2 id="logo-title" className="h5 card-title">
              {t('branding.logoTitle')}
            </h2>
            <LogoUpload branding={branding} />
          </div>
        </section>
      </div>
      <div className="col-lg-5">
        <section className="card h-100" aria-labelledby="reset-title">
          <div className="card-body">
            <h2 id="reset-title" className="h5 card-title">
              {t('branding.resetTitle')}
            </h2>
            <p className="text-body-secondary">{t('branding.resetText')}</p>
            {message && (
              <div
                className={`alert alert-${message.tone}`}
                role={message.tone === 'danger' ? 'alert' : 'status'}
                data-testid={
                  message.tone === 'success' ? 'branding-reset-done' : 'branding-reset-error'
                }
              >
                {message.text}
              </div>
            )}
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => setConfirming(true)}
              data-testid="branding-reset"
            >
              {t('branding.reset')}
            </button>
          </div>
        </section>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('branding.resetTitle')}
        body={t('branding.resetConfirm')}
        confirmLabel={t('branding.reset')}
        busy={resetter.isPending}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
        testId="branding-reset-dialog"
      />
    </div>
  );
}
