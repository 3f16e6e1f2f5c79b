import { logoOf, useBranding } from '../../../../lib/branding';
import { useDateStyle } from '../../../../lib/date-style';
import { formatDateTime } from '../../../../lib/format';
import { useSystemTitle } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';

/** The organisation at the top of the printed page, and when the page was printed. */
export function PrintHeader() {
  const { t } = useTranslation();
  const dateStyle = useDateStyle();
  const branding = useBranding();
  const title = useSystemTitle();
  const now = new Date();
  return (
    <header className="print-header" data-testid="print-header">
      <img src={logoOf(branding)} alt="" width={48} height={48} className="brand-logo" />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <p className="h5 mb-0 text-break" data-testid="print-organisation">
          <bdi>{branding.company_name || title}</bdi>
        </p>
        {branding.company_name && <p className="small text-body-secondary mb-0">{title}</p>}
      </div>
      <p className="small text-body-secondary mb-0">
        {t('print.printedAt', { date: formatDateTime(now, dateStyle) })}
      </p>
    </header>
  );
}
