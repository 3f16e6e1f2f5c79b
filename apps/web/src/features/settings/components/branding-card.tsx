import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_BRANDING } from '@mutabaa/shared';

const COLOURS = [
  ['primaryColor', DEFAULT_BRANDING.primary_color],
  ['secondaryColor', DEFAULT_BRANDING.secondary_color],
  ['accentColor', DEFAULT_BRANDING.accent_color],
] as const;

/** Read-only view of the branding in use; editing arrives with the branding issue. */
export function BrandingCard() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="branding-title">
      <div className="card-body">
        <h2 id="branding-title" className="h5 card-title">
          {t('settings.brandingTitle')}
        </h2>
        <p className="text-body-secondary">{t('settings.brandingText')}</p>
        <dl className="row mb-0 branding-list">
          <dt className="col-sm-5">{t('settings.systemTitleEn')}</dt>
          <dd className="col-sm-7" lang="en" dir="ltr">
            {DEFAULT_BRANDING.system_title_en}
          </dd>
          <dt className="col-sm-5">{t('settings.systemTitleAr')}</dt>
          <dd className="col-sm-7" lang="ar" dir="rtl">
            {DEFAULT_BRANDING.system_title_ar}
          </dd>
          <dt className="col-sm-5">{t('settings.companyName')}</dt>
          <dd className="col-sm-7">{DEFAULT_BRANDING.company_name}</dd>
          {COLOURS.map(([key, colour]) => (
            <Fragment key={key}>
              <dt className="col-sm-5">{t(`settings.${key}`)}</dt>
              <dd className="col-sm-7">
                <span
                  className="colour-swatch"
                  style={{ backgroundColor: colour }}
                  aria-hidden="true"
                />
                <code dir="ltr">{colour}</code>
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}
