import { EMAIL_DIGESTS, type EmailDigest } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';

type Props = { value: EmailDigest; disabled: boolean; onChange: (value: EmailDigest) => void };

/** How often notifications are also sent by e-mail. */
export function DigestSelect({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <label htmlFor="email-digest" className="form-label">
        {t('notifications.preferences.digest')}
      </label>
      <select
        id="email-digest"
        className="form-select"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as EmailDigest)}
        data-testid="preferences-digest"
      >
        {EMAIL_DIGESTS.map((option) => (
          <option key={option} value={option}>
            {t(`notifications.preferences.digests.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
