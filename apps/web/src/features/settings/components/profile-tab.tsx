import { normalizeRole } from '@mutabaa/shared';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../api/get-profile';
import { AvailabilitySwitch } from './availability-switch';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { DatePreferences } from './dates/date-preferences';
import { SecurityCard } from './security/security-card';
import { TokensCard } from './api-tokens/tokens-card';
import { useDateStyle } from '../../../lib/date-style';

/** Profile information and password change, for every signed-in user. */
export function ProfileTab() {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const session = useSession();
  const profile = useProfile();
  // The form shows the server's profile; if it cannot be fetched, the stored user.
  const user = profile.data ?? (profile.isError ? session.user : null);
  if (!user) return <PageSpinner />;
  const role = normalizeRole(user.role);
  return (
    <div className="row g-4">
      <div className="col-xl-7">
        <section className="card h-100" aria-labelledby="profile-title">
          <div className="card-body">
            <h2 id="profile-title" className="h5 card-title">
              {t('settings.profileInfo')}
            </h2>
            <p className="text-body-secondary small">
              {role && `${t('settings.role')}: ${t(`roles.${role}`)} · `}
              {t('settings.memberSince', { date: formatDate(user.date_joined, dateStyle) })}
            </p>
            <ProfileForm user={user} />
          </div>
        </section>
      </div>
      <div className="col-xl-5">
        <section className="card h-100" aria-labelledby="password-title">
          <div className="card-body">
            <h2 id="password-title" className="h5 card-title">
              {t('settings.changePassword')}
            </h2>
            <ChangePasswordForm />
          </div>
        </section>
      </div>
      <div className="col-xl-7">
        <section className="card" aria-labelledby="date-preferences-title">
          <div className="card-body">
            <h2 id="date-preferences-title" className="h5 card-title">
              {t('settings.dates.title')}
            </h2>
            <p className="text-body-secondary small">{t('settings.dates.intro')}</p>
            <DatePreferences user={user} />
          </div>
        </section>
      </div>
      {profile.data && (
        <div className="col-xl-5">
          <SecurityCard enabled={profile.data.two_factor_enabled} />
        </div>
      )}
      {profile.data && (role === 'admin' || role === 'editor') && (
        <div className="col-12">
          <AvailabilitySwitch available={profile.data.is_available} />
        </div>
      )}
      {profile.data && (role === 'admin' || role === 'editor') && (
        <div className="col-12">
          <TokensCard all={false} />
        </div>
      )}
    </div>
  );
}
