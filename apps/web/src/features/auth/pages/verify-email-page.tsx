import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verifyEmail } from '../api/verify-email';
import { PublicShell } from '../../../components/public-shell';
import { ResultMessage } from '../components/result-card';

type Result =
  | { status: 'pending'; token: string }
  | { status: 'success' | 'error'; token: string; text: string };

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  useDocumentTitle(t('auth.verify.title'));
  const [result, setResult] = useState<Result>({ status: 'pending', token });
  useEffect(() => {
    verifyEmail(token).then(
      (answer) => setResult({ status: 'success', token, text: answer.detail }),
      (error: unknown) => setResult({ status: 'error', token, text: errorText(t, error) }),
    );
  }, [token, t]);
  // A result for another token (the URL changed) counts as still pending.
  const current = result.token === token ? result : { status: 'pending' as const, token };
  const signIn = (
    <Link className="btn btn-primary w-100" to={paths.login.getHref()}>
      {t('auth.verify.signIn')}
    </Link>
  );
  return (
    <PublicShell>
      <div className="auth-card auth-form-col shadow-sm">
        <h1 className="h3 mb-4">{t('auth.verify.title')}</h1>
        {current.status === 'pending' && (
          <p className="d-flex align-items-center gap-2">
            <Spinner label={t('auth.verify.verifying')} />
            <span aria-hidden="true">{t('auth.verify.verifying')}</span>
          </p>
        )}
        {current.status !== 'pending' && (
          <ResultMessage tone={current.status === 'success' ? 'success' : 'danger'} action={signIn}>
            {current.text}
          </ResultMessage>
        )}
      </div>
    </PublicShell>
  );
}
