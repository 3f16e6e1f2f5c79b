import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { acceptInvitation } from '../api/accept-invitation';
import { NewPasswordForm, useNewPasswordForm } from '../components/new-password-form';
import { ResultMessage } from '../components/result-card';
import { isInvalidInvitation } from '../utils/invitation-failure';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** The invitee's first visit: they choose their password, then sign in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('auth.invitation.title'));
  // The end of the page: accepted, or a link that can no longer be used.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useNewPasswordForm(token);
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setOutcome({ tone: 'success', text: (await acceptInvitation(values)).detail });
    } catch (error) {
      if (isInvalidInvitation(error)) {
        setOutcome({ tone: 'danger', text: errorText(t, error) });
        return;
      }
      applyServerErrors(error, setError, ['new_password', 'confirm_password']);
      setFailure(errorText(t, error));
    }
  });

  const signIn = (
    <Link className="btn btn-primary w-100" to={paths.login.getHref()}>
      {t('auth.invitation.signIn')}
    </Link>
  );
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm" data-testid="accept-invitation">
        <h1 className="h3 mb-4">{t('auth.invitation.title')}</h1>
        {outcome ? (
          <ResultMessage tone={outcome.tone} action={signIn}>
            <span data-testid={`invitation-${outcome.tone}`}>{outcome.text}</span>
            {outcome.tone === 'danger' && (
              <span className="d-block mt-2">{t('auth.invitation.askAdmin')}</span>
            )}
          </ResultMessage>
        ) : (
          <>
            <p className="text-body-secondary">{t('auth.invitation.intro')}</p>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <NewPasswordForm
              form={form}
              onSubmit={onSubmit}
              submitLabel={t('auth.invitation.submit')}
              tokenNote={t('auth.invitation.askAdmin')}
              testIdPrefix="invitation"
            />
            <p className="mt-4 mb-0 text-center">
              <Link to={paths.login.getHref()}>{t('common.backToSignIn')}</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
