import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import type { ChangeValue } from '../utils/change-value';
import { useDateStyle } from '../../../lib/date-style';

/** One side of a change: numbers and moments through Intl, text wrapping, JSON indented. */
export function ChangeValueView({ value }: { value: ChangeValue }) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  switch (value.kind) {
    case 'none':
      return <span className="text-body-secondary">{t('auditLogs.detail.none')}</span>;
    case 'hidden':
      return <span className="badge text-bg-secondary">{t('auditLogs.detail.hidden')}</span>;
    case 'boolean':
      return <>{t(value.value ? 'auditLogs.detail.yes' : 'auditLogs.detail.no')}</>;
    case 'number':
      return <bdi>{formatNumber(value.value, language)}</bdi>;
    case 'instant':
      return (
        <time dateTime={value.value} title={value.value}>
          {formatDateTime(value.value, dateStyle)}
        </time>
      );
    case 'text':
      return <bdi className="audit-text">{value.value}</bdi>;
    case 'json':
      return (
        <pre className="audit-json mb-0" dir="ltr">
          {value.value}
        </pre>
      );
  }
}
