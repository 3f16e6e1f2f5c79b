import { useTranslation } from '../../../lib/use-translation';
import { PulseIcon, ShieldIcon, TeamIcon } from '../../../components/ui/icons';
import { useSystemTitle } from '../../../lib/use-language';

const FEATURES = [
  { key: 'secure', Icon: ShieldIcon },
  { key: 'tracking', Icon: PulseIcon },
  { key: 'team', Icon: TeamIcon },
] as const;

/** The welcome panel of the sign-in screen with its three feature points. */
export function WelcomePanel() {
  const { t } = useTranslation();
  const title = useSystemTitle();
  return (
    <section className="welcome-panel" aria-labelledby="welcome-title">
      <h2 id="welcome-title" className="h4">
        {t('auth.welcome.title', { title })}
      </h2>
      <p className="welcome-lead">{t('auth.welcome.text')}</p>
      <ul className="welcome-features list-unstyled mb-0" data-testid="welcome-features">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="welcome-feature" data-testid={`feature-${key}`}>
            <span className="welcome-feature-icon">
              <Icon />
            </span>
            <span>
              <strong className="d-block">{t(`auth.welcome.${key}Title`)}</strong>
              <span className="welcome-feature-text">{t(`auth.welcome.${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
