import { useTranslation } from '../../../lib/use-translation';
import { normalizeRole } from '@mutabaa/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { useProfile } from '../api/get-profile';
import { BrandingCard } from '../components/branding-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

export function SettingsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const profile = useProfile();
  // The form shows the server's profile; if it cannot be fetched, the stored user.
  const user = profile.data ?? (profile.isError ? session.user : null);
  if (!user) {
    return (
      <>
        <PageTitle>{t('pages.profileSettings')}</PageTitle>
        <PageSpinner />
      </>
    );
  }
  const role = normalizeRole(user.role);
  return (
    <>
      <PageTitle>{t('pages.profileSettings')}</PageTitle>
      <div className="row g-4">
        <div className="col-xl-7">
          <section className="card h-100" aria-labelledby="profile-title">
            <div className="card-body">
              <h2 id="profile-title" className="h5 card-title">
                {t('settings.profileInfo')}
              </h2>
              <p className="text-body-secondary small">
                {role && `${t('settings.role')}: ${t(`roles.${role}`)} · `}
                {t('settings.memberSince', { date: formatDate(user.date_joined, language) })}
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
        {role === 'admin' && (
          <div className="col-12">
            <BrandingCard />
          </div>
        )}
      </div>
    </>
  );
}
