import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';

type ImportNoticeProps = {
  /** The import whose applications the list shows. */
  id: string;
  /** How many there are, once the list has loaded. */
  count: number | undefined;
  onClear: () => void;
};

/** "Showing the N applications of import #id", with a way back to the whole list. */
export function ImportNotice({ id, count, onClear }: ImportNoticeProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = formatNumber(Number(id), language);
  return (
    <div
      className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 py-2"
      data-testid="list-import-notice"
    >
      <span>
        {count === undefined
          ? t('imports.listNotice.text', { id: number })
          : t('imports.listNotice.textCount', { id: number, count })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={onClear}
        data-testid="list-import-clear"
      >
        {t('imports.listNotice.clear')}
      </button>
    </div>
  );
}
