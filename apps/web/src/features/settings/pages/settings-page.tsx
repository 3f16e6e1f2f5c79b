import { useTranslation } from '../../../lib/use-translation';
import { normalizeRole } from '@mutabaa/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { BrandingCard } from '../components/branding-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

export function SettingsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useSession();
  if (!user) return null;
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
