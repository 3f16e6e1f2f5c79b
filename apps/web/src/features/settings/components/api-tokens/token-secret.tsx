import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/**
 * A new token, shown this once: the warning, the token in a field to select, a copy button
 * with its outcome read out, and the button that says it was kept.
 */
export function TokenSecret({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div data-testid="api-token-secret">
      <div className="alert alert-warning" role="alert">
        {t('apiTokens.shownOnce')}
      </div>
      <label htmlFor={id} className="form-label">
        {t('apiTokens.yourToken')}
      </label>
      <div className="input-group mb-2">
        <input
          id={id}
          className="form-control font-monospace"
          dir="ltr"
          readOnly
          value={token}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="api-token-value"
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void copy()}
          data-testid="api-token-copy"
        >
          {t('apiTokens.copy')}
        </button>
      </div>
      <div role="status" className="small mb-3" data-testid="api-token-copy-status">
        {copied === 'yes' && t('apiTokens.copied')}
        {copied === 'no' && t('apiTokens.copyFailed')}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={onDone}
        data-testid="api-token-done"
      >
        {t('apiTokens.done')}
      </button>
    </div>
  );
}
