import { LANGUAGES, directionOf, type TEmailTemplateVersion } from '@mutabaa/shared';
import { useTranslation } from '../../../lib/use-translation';
import { fieldOf } from '../../../lib/text-draft';
import './version-texts.css';

/** A version's four texts, each language in its own direction, side by side on wide screens. */
export function VersionTexts({ version }: { version: TEmailTemplateVersion }) {
  const { t } = useTranslation();
  return (
    <div className="row g-3" data-testid="template-version-texts">
      {LANGUAGES.map((language) => (
        <div key={language} className="col-lg-6">
          <h4 className="h6">{t(`templateEditor.languages.${language}`)}</h4>
          <dl className="mb-0">
            {(['subject', 'body'] as const).map((part) => (
              <div key={part} className="mb-2">
                <dt className="small text-body-secondary">{t(`emailTemplates.fields.${part}`)}</dt>
                <dd
                  className="version-text border rounded p-2 mb-0"
                  lang={language}
                  dir={directionOf(language)}
                  data-testid={`template-version-${fieldOf(part, language)}`}
                >
                  {version[fieldOf(part, language)]}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
