import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

/** The share done, 0 to 100, whole; 0 while the total is not known yet. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

type ImportProgressProps = {
  /** What is measured ("Checking the rows"): the bar's name. */
  label: string;
  done: number;
  total: number;
  /** The numbers as text; the rows done of the total unless given. */
  text?: string;
  testId?: string;
};

/**
 * A progress bar with its numbers as text, both through Intl. Not a live region: read each
 * second it would drown everything else; the step's outcome is announced instead.
 */
export function ImportProgress({ label, done, total, text, testId }: ImportProgressProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const percent = percentOf(done, total);
  const percentText = new Intl.NumberFormat(language, { style: 'percent' }).format(percent / 100);
  const numbers =
    text ??
    t('imports.progress.rows', {
      done: formatNumber(done, language),
      total: formatNumber(total, language),
    });
  return (
    <div className="mb-3" data-testid={testId}>
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-1">
        <span className="fw-semibold">{label}</span>
        <span className="text-body-secondary" data-testid="import-progress-text">
          {numbers} ({percentText})
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${numbers} (${percentText})`}
      >
        <div
          className="progress-bar progress-bar-striped progress-bar-animated"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
