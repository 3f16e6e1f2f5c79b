import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { AlertsCard } from '../components/alerts-card';
import { DeliveryCard } from '../components/delivery-card';
import '../notifications.css';

/** Per event in-app and e-mail delivery (server), the e-mail digest, sound and desktop. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        actions={
          <Link to={paths.notifications.getHref()} className="btn btn-outline-secondary btn-sm">
            {t('notifications.title')}
          </Link>
        }
      >
        {t('notifications.preferences.title')}
      </PageTitle>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <DeliveryCard />
        </div>
        <div className="col-12 col-xl-5">
          <AlertsCard />
        </div>
      </div>
    </>
  );
}
