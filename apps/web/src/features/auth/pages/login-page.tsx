import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TLoginRequest } from '@mutabaa/shared';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { validationText } from '../../../lib/errors';
import { firstIssues } from '../../../lib/zod-resolver';
import { paths } from '../../../config/paths';
import { loadLoginSchemas, login, type LoginOutcome } from '../api/login';
import { PageSpinner } from '../../../components/ui/spinner';
import { isUnverifiedEmail, loginFailureMessage } from '../utils/login-failure';
import { PublicShell } from '../../../components/public-shell';
import { WelcomePanel } from '../components/welcome-panel';
import { ResendVerification } from '../components/resend-verification';
import { SsoSignIn } from '../components/sso-sign-in';
import { useOidcConfig } from '../api/get-oidc-config';
import { exchangeSsoCode } from '../api/exchange-sso-code';
import { readSsoReturn, SSO_LOGIN_URL, withoutSsoParams } from '../utils/sso';

// The second step and the enrolment come only to those who need them: /login's first load
// stays within its budget (see docs/benchmarks.md).
const CodeStep = lazy(() =>
  import('../components/code-step').then((m) => ({ default: m.CodeStep })),
);
const EnrolmentStep = lazy(() =>
  import('../components/enrolment-step').then((m) => ({ default: m.EnrolmentStep })),
);

type SecondStep = Exclude<LoginOutcome, { step: 'done' }>;
/**
 * `ssoText`: single sign-on's failure, as the key of its text (translated at each render, so
 * that it follows a change of language); the alert then offers to try again.
 */
type Failure = { message: string; unverified: boolean; ssoText?: string };
/** Single sign-on's failure with the text of `key`. */
const ssoFailure = (key: string): Failure => ({ message: '', unverified: false, ssoText: key });
type Values = TLoginRequest;
type Errors = Partial<Record<keyof Values, string>>;
type Checked = { data: Values; errors?: undefined } | { data?: undefined; errors: Errors };

/** The shared schema's verdict on the form: the values to send, or each field's first message. */
async function check(values: Values): Promise<Checked> {
  const { ZLoginRequest } = await loadLoginSchemas();
  const result = ZLoginRequest.safeParse(values);
  if (result.success) return { data: result.data };
  const issues = firstIssues(result.error);
  return { errors: { email: issues.email?.message, password: issues.password?.message } };
}

/**
 * The sign-in form keeps its two fields in state rather than in a form library: it is the
 * first screen most people load, and it validates as the other forms do (on submit, then on
 * every change, with the keyboard taken to the first field in error).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.login.title'));
  const oidc = useOidcConfig();
  // What the provider's round trip brought back (?sso= or ?sso_error=), read once.
  const [ssoReturn] = useState(() => readSsoReturn(new URLSearchParams(location.search)));
  const [exchanging, setExchanging] = useState(ssoReturn?.kind === 'code');
  const [failure, setFailure] = useState<Failure | null>(() =>
    ssoReturn?.kind === 'error' ? ssoFailure(`auth.sso.errors.${ssoReturn.code}`) : null,
  );
  // Collected as the specification asks, deliberately not sent anywhere.
  const [rememberMe, setRememberMe] = useState(false);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const signedIn = () => navigate(paths.dashboard.getHref(), { replace: true });
  /** Back to the password (cleared), with the reason the second step ended, if any. */
  const backToPassword = (message?: string) => {
    setSecondStep(null);
    setValues((current) => ({ ...current, password: '' }));
    setFailure(message ? { message, unverified: false } : null);
  };

  // The one-time code is exchanged once (a second try would be refused), and neither it nor
  // the error stays in the address bar.
  const exchanged = useRef(false);
  useEffect(() => {
    if (!ssoReturn || exchanged.current) return;
    exchanged.current = true;
    navigate({ search: withoutSsoParams(location.search) }, { replace: true });
    if (ssoReturn.kind !== 'code') return;
    exchangeSsoCode(ssoReturn.code)
      .then(signedIn)
      .catch(() => {
        setFailure(ssoFailure('auth.sso.exchangeFailed'));
        setExchanging(false);
      });
    // Once, at the first render: the parameters are read into state above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name] && validationText(t, errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // After the first attempt, each change says at once whether the field is now right.
      if (submitted) void check(next).then((checked) => setErrors(checked.errors ?? {}));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    setFailure(null);
    try {
      const checked = await check(values);
      setErrors(checked.errors ?? {});
      if (!checked.data) {
        const first = (['email', 'password'] as const).find((name) => checked.errors[name]);
        if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
        return;
      }
      const outcome = await login(checked.data);
      if (outcome.step === 'done') signedIn();
      else setSecondStep(outcome);
    } catch (error) {
      setFailure({
        message: loginFailureMessage(error, t('auth.login.failed')),
        unverified: isUnverifiedEmail(error),
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicShell wide>
      <div className="row g-0 auth-card shadow-sm">
        <div className="col-lg-6 auth-form-col">
          {exchanging ? (
            <div role="status" data-testid="sso-exchanging">
              <h1 className="h3 mb-3">{t('auth.login.title')}</h1>
              <p className="text-body-secondary">{t('auth.sso.signingIn')}</p>
              <PageSpinner />
            </div>
          ) : secondStep ? (
            <>
              <h1 className="h3 mb-1">
                {t(secondStep.step === 'code' ? 'twoFactor.codeTitle' : 'twoFactor.setupTitle')}
              </h1>
              <Suspense fallback={<PageSpinner />}>
                {secondStep.step === 'code' ? (
                  <CodeStep
                    mfaToken={secondStep.mfaToken}
                    onBack={backToPassword}
                    onSignedIn={signedIn}
                  />
                ) : (
                  <EnrolmentStep
                    mfaToken={secondStep.mfaToken}
                    onBack={backToPassword}
                    onSignedIn={signedIn}
                  />
                )}
              </Suspense>
            </>
          ) : (
            <>
              <h1 className="h3 mb-1">{t('auth.login.title')}</h1>
              <p className="text-body-secondary mb-4">{t('auth.login.subtitle')}</p>

              {failure && (
                <div className="alert alert-danger" role="alert" data-testid="login-error">
                  <p className="mb-0">{failure.ssoText ? t(failure.ssoText) : failure.message}</p>
                  {failure.unverified && <ResendVerification email={values.email} />}
                  {failure.ssoText && (
                    <a
                      className="alert-link d-inline-block mt-2"
                      href={SSO_LOGIN_URL}
                      data-testid="sso-try-again"
                    >
                      {t('auth.sso.tryAgain')}
                    </a>
                  )}
                </div>
              )}

              {oidc?.enabled && !oidc.password_login && (
                <p className="alert alert-info small" data-testid="sso-password-note">
                  {t('auth.sso.passwordAdminsOnly')}
                </p>
              )}

              <form
                onSubmit={(event) => void onSubmit(event)}
                onFocus={() => void loadLoginSchemas()}
                noValidate
                data-testid="login-form"
              >
                <Field
                  label={t('auth.login.email')}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  dir="ltr"
                  required
                  {...field('email')}
                />
                <PasswordField
                  label={t('auth.login.password')}
                  autoComplete="current-password"
                  required
                  {...field('password')}
                />
                <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
                  <div className="form-check">
                    <input
                      id="remember"
                      name="remember"
                      type="checkbox"
                      className="form-check-input"
                      checked={rememberMe}
                      onChange={(event) => setRememberMe(event.target.checked)}
                    />
                    <label className="form-check-label" htmlFor="remember">
                      {t('auth.login.rememberMe')}
                    </label>
                  </div>
                  <Link to={paths.forgotPassword.getHref()}>{t('auth.login.forgotPassword')}</Link>
                </div>
                <SubmitButton busy={submitting} busyLabel={t('auth.login.submitting')}>
                  {t('auth.login.submit')}
                </SubmitButton>
              </form>

              {oidc?.enabled && <SsoSignIn config={oidc} />}

              <p className="mt-4 mb-0 text-center">
                {t('auth.login.noAccount')}{' '}
                <Link to={paths.register.getHref()}>{t('auth.login.register')}</Link>
              </p>
            </>
          )}
        </div>
        <div className="col-lg-6">
          <WelcomePanel />
        </div>
      </div>
    </PublicShell>
  );
}
