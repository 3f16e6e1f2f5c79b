import { useId, useState } from 'react';
import type { TApiToken } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { QueryState } from '../../../../components/ui/query-state';
import { errorText } from '../../../../lib/errors';
import { isolate } from '../../../../lib/isolate';
import { useTranslation } from '../../../../lib/use-translation';
import { useApiTokens } from '../../api/get-api-tokens';
import { useRevokeApiToken } from '../../api/revoke-api-token';
import { CreateTokenDialog } from './create-token-dialog';
import { TokensTable } from './tokens-table';

/**
 * API tokens as a card: the signed-in user's own (Profile Settings, with the create button),
 * or everyone's with their owners (`all`, the admins' tab). Each row is revoked after a
 * confirmation.
 */
export function TokensCard({ all }: { all: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tokens = useApiTokens(all);
  const revoker = useRevokeApiToken();
  const feedback = useFeedback();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);

  const revoke = async (token: TApiToken) => {
    feedback.clear();
    try {
      await revoker.mutateAsync(token.id);
      feedback.success(t('apiTokens.revoked', { name: isolate(token.name) }));
    } catch (error) {
      feedback.failure(errorText(t, error, t('apiTokens.revokeFailed')));
    } finally {
      setRevoking(null);
    }
  };

  return (
    <section
      className="card"
      aria-labelledby={titleId}
      data-testid={all ? 'all-api-tokens' : 'api-tokens'}
    >
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h5 card-title mb-0">
            {t(all ? 'apiTokens.allTitle' : 'apiTokens.title')}
          </h2>
          {!all && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => {
                feedback.clear();
                setCreating(true);
              }}
              data-testid="api-token-create-open"
            >
              {t('apiTokens.create')}
            </button>
          )}
        </div>
        <p className="text-body-secondary">{t(all ? 'apiTokens.allIntro' : 'apiTokens.intro')}</p>
        <Feedback message={feedback.message} testId="api-tokens" />
        <QueryState
          query={tokens}
          errorFallback={t('apiTokens.loadFailed')}
          errorClassName="mb-0"
          empty={
            <p className="text-body-secondary mb-0" data-testid="api-tokens-empty">
              {t('apiTokens.empty')}
            </p>
          }
        >
          {(list) => (
            <TokensTable
              tokens={list}
              showOwner={all}
              labelledBy={titleId}
              onRevoke={setRevoking}
            />
          )}
        </QueryState>
      </div>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        show={revoking !== null}
        title={t('apiTokens.revokeTitle')}
        body={t('apiTokens.revokeConfirm', { name: revoking ? isolate(revoking.name) : '' })}
        confirmLabel={t('apiTokens.revoke')}
        busy={revoker.isPending}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
        testId="api-token-revoke-dialog"
      />
    </section>
  );
}
