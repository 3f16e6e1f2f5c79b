import type { TFunction } from 'i18next';
import type { TEmailTemplateVersion } from '@mutabaa/shared';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useDateStyle } from '../../../lib/date-style';

/** Who saved a version: their name, else their address; the shipped text's first version has none. */
export function authorOf(t: TFunction, version: TEmailTemplateVersion): string {
  return version.created_by
    ? version.created_by.full_name || version.created_by.email
    : t('emailTemplates.versions.system');
}

type VersionsListProps = {
  versions: readonly TEmailTemplateVersion[];
  onView: (version: TEmailTemplateVersion) => void;
  onRestore: (version: TEmailTemplateVersion) => void;
};

/** The saved versions, newest first: who saved each and when, to view, and to restore but the current. */
export function VersionsList({ versions, onView, onRestore }: VersionsListProps) {
  const dateStyle = useDateStyle();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  return (
    <ol
      className="list-group"
      aria-label={t('emailTemplates.versions.listLabel')}
      data-testid="template-versions"
    >
      {versions.map((row) => (
        <li
          key={row.version}
          className="list-group-item d-flex flex-wrap align-items-center gap-2"
          data-testid="template-version"
          data-version={row.version}
        >
          <div className="me-auto">
            <span className="fw-semibold">
              {t('emailTemplates.version', { version: number(row.version) })}
            </span>
            {row.is_current && (
              <span className="badge text-bg-success ms-2" data-testid="template-version-current">
                {t('emailTemplates.versions.current')}
              </span>
            )}
            <div className="small text-body-secondary">
              {t('emailTemplates.versions.savedBy', {
                name: authorOf(t, row),
                when: formatDateTime(row.created_at, dateStyle),
              })}
            </div>
          </div>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => onView(row)}
              aria-label={t('emailTemplates.versions.viewFor', {
                version: number(row.version),
              })}
              data-testid="template-version-view"
            >
              {t('emailTemplates.versions.view')}
            </button>
            {!row.is_current && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => onRestore(row)}
                aria-label={t('emailTemplates.versions.restoreFor', {
                  version: number(row.version),
                })}
                data-testid="template-version-restore"
              >
                {t('emailTemplates.versions.restore')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
