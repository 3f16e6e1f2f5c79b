import './import-stepper.css';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { WIZARD_STEPS, type WizardStep } from '../utils/wizard-steps';

/** The four steps in order, the current one marked for assistive technology, earlier ones done. */
export function ImportStepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <ol
      className="import-stepper"
      aria-label={t('imports.steps.label')}
      data-testid="import-stepper"
    >
      {WIZARD_STEPS.map((step, index) => {
        const done = index < currentIndex;
        return (
          <li
            key={step}
            className={done ? 'is-done' : undefined}
            aria-current={step === current ? 'step' : undefined}
            data-step={step}
          >
            <span className="import-step-number" aria-hidden="true">
              {formatNumber(index + 1, language)}
            </span>
            <span>{t(`imports.steps.${step}`)}</span>
            {done && <span className="visually-hidden">{t('imports.steps.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
