import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGES, ROLES } from '@mutabaa/shared';
import { Field, SelectField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';

export type DetailName =
  'first_name' | 'last_name' | 'phone_number' | 'company_name' | 'language_preference' | 'role';

export const DETAIL_FIELDS: readonly DetailName[] = [
  'first_name',
  'last_name',
  'phone_number',
  'company_name',
  'language_preference',
  'role',
];

type Props = {
  /** A field's registration in the form and its error text. */
  field: (name: DetailName) => UseFormRegisterReturn & { error?: string };
};

/** Name, phone, company, language and role: the same in the create and the edit dialog. */
export function UserDetailsFields({ field }: Props) {
  const { t } = useTranslation();
  return (
    <div className="row g-3 mb-3">
      <Field
        className="col-sm-6"
        label={t('users.form.first_name')}
        autoComplete="off"
        required
        {...field('first_name')}
      />
      <Field
        className="col-sm-6"
        label={t('users.form.last_name')}
        autoComplete="off"
        required
        {...field('last_name')}
      />
      <Field
        className="col-sm-6"
        label={t('users.form.phone_number')}
        type="tel"
        dir="ltr"
        autoComplete="off"
        {...field('phone_number')}
      />
      <Field
        className="col-sm-6"
        label={t('users.form.company_name')}
        autoComplete="off"
        {...field('company_name')}
      />
      <SelectField
        className="col-sm-6"
        label={t('users.form.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        {...field('role')}
      />
      <SelectField
        className="col-sm-6"
        label={t('users.form.language_preference')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`language.${language}`),
          lang: language,
        }))}
        {...field('language_preference')}
      />
    </div>
  );
}
