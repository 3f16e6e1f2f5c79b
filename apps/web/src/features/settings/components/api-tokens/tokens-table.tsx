import type { TApiToken } from '@mutabaa/shared';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { useDateStyle } from '../../../../lib/date-style';
import { formatDateTime } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/use-translation';

type TokensTableProps = {
  tokens: TApiToken[];
  /** Everyone's tokens: a column with each one's owner. */
  showOwner: boolean;
  labelledBy: string;
  onRevoke: (token: TApiToken) => void;
};

/** API tokens in a table (cards on a phone): what each may do, when it ends, its last use. */
export function TokensTable({ tokens, showOwner, labelledBy, onRevoke }: TokensTableProps) {
  const { t } = useTranslation();
  const style = useDateStyle();
  const when = (value: string) => formatDateTime(value, style);
  return (
    <ResponsiveTable
      className="align-middle mb-0"
      aria-labelledby={labelledBy}
      data-testid="api-tokens-table"
    >
      <thead>
        <tr>
          <th scope="col">{t('apiTokens.name')}</th>
          {showOwner && <th scope="col">{t('apiTokens.owner')}</th>}
          <th scope="col">{t('apiTokens.scopes')}</th>
          <th scope="col">{t('apiTokens.created')}</th>
          <th scope="col">{t('apiTokens.expires')}</th>
          <th scope="col">{t('apiTokens.lastUsed')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('apiTokens.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id} data-testid="api-token-row" data-token-id={token.id}>
            <th scope="row" className="fw-normal card-cell-title">
              <bdi>{token.name}</bdi>{' '}
              <code className="small" dir="ltr">
                {token.prefix}…
              </code>
            </th>
            {showOwner && (
              <td data-label={t('apiTokens.owner')} data-testid="api-token-owner">
                <bdi>{token.owner.full_name || token.owner.email}</bdi>
              </td>
            )}
            <td data-label={t('apiTokens.scopes')}>
              <ul className="list-unstyled mb-0" aria-label={t('apiTokens.scopes')}>
                {token.scopes.map((scope) => (
                  <li key={scope}>
                    <code dir="ltr">{scope}</code>
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t('apiTokens.created')}>{when(token.created_at)}</td>
            <td data-label={t('apiTokens.expires')}>
              {token.expires_at ? when(token.expires_at) : t('apiTokens.never')}
            </td>
            <td data-label={t('apiTokens.lastUsed')} data-testid="api-token-last-used">
              {token.last_used_at ? (
                <>
                  {when(token.last_used_at)}
                  {token.last_used_ip && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{token.last_used_ip}</bdi>
                    </>
                  )}
                </>
              ) : (
                t('apiTokens.neverUsed')
              )}
            </td>
            <td className="text-nowrap card-cell-actions">
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => onRevoke(token)}
                aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                data-testid="api-token-revoke"
              >
                {t('apiTokens.revoke')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
