import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { BRAND_KEYS, ZHexColor, ZSettingValues, systemTitle, type Branding } from '@mutabaa/shared';
import { Field } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiError } from '../../../../lib/api-client';
import { AA_CONTRAST, contrastRatio, isHexColour, WHITE } from '../../../../lib/colour';
import { errorText, validationText } from '../../../../lib/errors';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useUpdateBrandingSettings } from '../../api/update-branding-settings';
import { BrandPreview } from './brand-preview';
import { ColourField } from './colour-field';

const ZBrandingForm = z.object({
  company_name: ZSettingValues.BRAND_COMPANY_NAME,
  system_title_en: ZSettingValues.BRAND_SYSTEM_TITLE_EN,
  system_title_ar: ZSettingValues.BRAND_SYSTEM_TITLE_AR,
  primary_color: ZHexColor,
  secondary_color: ZHexColor,
  accent_color: ZHexColor,
});
type Values = z.infer<typeof ZBrandingForm>;
type FieldName = keyof Values;
const FIELDS = Object.keys(ZBrandingForm.shape) as FieldName[];
const COLOURS = ['primary_color', 'secondary_color', 'accent_color'] as const;

const valuesOf = (branding: Branding): Values => ({
  company_name: branding.company_name,
  system_title_en: branding.system_title_en,
  system_title_ar: branding.system_title_ar,
  primary_color: branding.primary_color,
  secondary_color: branding.secondary_color,
  accent_color: branding.accent_color,
});

/** Company name, titles and colours, with a live preview; saved through bulk_update. */
export function BrandingForm({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const values = useMemo(() => valuesOf(branding), [branding]);
  const update = useUpdateBrandingSettings();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(ZBrandingForm), values });
  const current = { ...values, ...useWatch({ control }) };
  const fieldError = (name: FieldName) =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const primary = isHexColour(current.primary_color) ? current.primary_color : values.primary_color;
  const whiteContrast = contrastRatio(WHITE, primary);

  const onSubmit = handleSubmit(async (data) => {
    setMessage(null);
    try {
      await update.mutateAsync({
        [BRAND_KEYS.company_name]: data.company_name,
        [BRAND_KEYS.system_title_en]: data.system_title_en,
        [BRAND_KEYS.system_title_ar]: data.system_title_ar,
        [BRAND_KEYS.primary_color]: data.primary_color.toLowerCase(),
        [BRAND_KEYS.secondary_color]: data.secondary_color.toLowerCase(),
        [BRAND_KEYS.accent_color]: data.accent_color.toLowerCase(),
      });
      setMessage({ tone: 'success', text: t('branding.saved') });
    } catch (error) {
      // Field errors come keyed by setting (BRAND_PRIMARY_COLOR); show them under the fields.
      if (error instanceof ApiError && error.errors) {
        for (const name of FIELDS) {
          const text = error.errors[BRAND_KEYS[name]]?.[0] ?? error.errors[name]?.[0];
          if (text) setError(name, { type: 'server', message: text });
        }
      }
      setMessage({ tone: 'danger', text: errorText(t, error, t('branding.colorsFailed')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="branding-form">
      {message && (
        <div
          className={`alert alert-${message.tone}`}
          role={message.tone === 'danger' ? 'alert' : 'status'}
          data-testid={message.tone === 'success' ? 'branding-saved' : 'branding-error'}
        >
          {message.text}
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <Field
            label={t('settings.companyName')}
            autoComplete="organization"
            error={fieldError('company_name')}
            {...register('company_name')}
          />
          <Field
            label={t('settings.systemTitleEn')}
            lang="en"
            dir="ltr"
            error={fieldError('system_title_en')}
            {...register('system_title_en')}
          />
          <Field
            label={t('settings.systemTitleAr')}
            lang="ar"
            dir="rtl"
            error={fieldError('system_title_ar')}
            {...register('system_title_ar')}
          />
          <div className="row g-3">
            {COLOURS.map((name) => (
              <ColourField
                key={name}
                className="col-md-4"
                label={t(`branding.${name}`)}
                value={current[name]}
                onPick={(value) =>
                  setValue(name, value, { shouldDirty: true, shouldValidate: true })
                }
                error={fieldError(name)}
                input={register(name)}
              />
            ))}
          </div>
          {whiteContrast < AA_CONTRAST && (
            <div className="alert alert-warning mt-3" role="status" data-testid="contrast-warning">
              {t('branding.contrastWarning', { ratio: whiteContrast.toFixed(2) })}
            </div>
          )}
        </div>
        <div className="col-lg-5">
          <h3 className="h6">{t('branding.preview')}</h3>
          <BrandPreview
            title={systemTitle(
              {
                ...branding,
                system_title_en: current.system_title_en,
                system_title_ar: current.system_title_ar,
              },
              language,
            )}
            companyName={current.company_name}
            logoUrl={branding.logo_url}
            primary={primary}
            secondary={current.secondary_color}
            accent={current.accent_color}
          />
        </div>
      </div>
      <div className="mt-4">
        <SubmitButton
          busy={isSubmitting}
          busyLabel={t('settings.saving')}
          className="btn btn-primary"
          testId="branding-save"
        >
          {t('branding.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
