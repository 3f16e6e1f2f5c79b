import { useId, useState } from 'react';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { useTranslation } from '../../../../lib/use-translation';
import { DisableDialog } from './disable-dialog';
import { EnableDialog } from './enable-dialog';
import { NewCodesDialog } from './new-codes-dialog';

type Dialog = 'enable' | 'disable' | 'codes' | null;

/** Profile Settings → Security: two-factor sign-in, on or off, and what can be done with it. */
export function SecurityCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const feedback = useFeedback();
  const open = (next: Dialog) => {
    feedback.clear();
    setDialog(next);
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="security-card">
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 card-title">
          {t('settings.twoFactor.title')}
        </h2>
        <Feedback message={feedback.message} testId="two-factor" />
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span
            className={`badge ${enabled ? 'text-bg-success' : 'text-bg-secondary'}`}
            data-testid="two-factor-status"
            data-enabled={enabled}
          >
            {t(enabled ? 'settings.twoFactor.on' : 'settings.twoFactor.off')}
          </span>
          <span>{t(enabled ? 'settings.twoFactor.onText' : 'settings.twoFactor.offText')}</span>
        </p>
        <div className="d-flex flex-wrap gap-2">
          {enabled ? (
            <>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => open('codes')}
                data-testid="two-factor-new-codes-open"
              >
                {t('settings.twoFactor.newCodes')}
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => open('disable')}
                data-testid="two-factor-disable-open"
              >
                {t('settings.twoFactor.turnOff')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => open('enable')}
              data-testid="two-factor-enable-open"
            >
              {t('settings.twoFactor.turnOn')}
            </button>
          )}
        </div>
      </div>
      {dialog === 'enable' && (
        <EnableDialog
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            feedback.success(t('settings.twoFactor.enabled'));
          }}
        />
      )}
      {dialog === 'disable' && (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            feedback.success(text);
          }}
        />
      )}
      {dialog === 'codes' && <NewCodesDialog onClose={() => setDialog(null)} />}
    </section>
  );
}
