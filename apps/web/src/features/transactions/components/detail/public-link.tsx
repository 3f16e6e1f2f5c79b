import { useId, useState } from 'react';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/use-translation';

/** The address of the public status view, with a button that copies it. */
export function PublicLink({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = `${window.location.origin}${paths.publicTransaction.getHref(transactionId)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // Without clipboard permission the selected address can still be copied by hand.
      document.getElementById(inputId)?.focus();
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  };

  return (
    <section className="card mb-4" aria-labelledby={`${inputId}-title`}>
      <div className="card-body">
        <h2 id={`${inputId}-title`} className="h5 card-title mb-2">
          {t('detail.publicLink.title')}
        </h2>
        <label htmlFor={inputId} className="form-label small text-body-secondary">
          {t('detail.publicLink.hint')}
        </label>
        <div className="input-group">
          <input
            id={inputId}
            className="form-control"
            dir="ltr"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            data-testid="public-link"
          />
          <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
            {t('detail.publicLink.copy')}
          </button>
        </div>
        <p className="small mt-2 mb-0" role="status" data-testid="public-link-status">
          {copied === 'yes' && t('detail.publicLink.copied')}
          {copied === 'no' && t('detail.publicLink.copyByHand')}
        </p>
        <a
          className="small"
          href={paths.publicTransaction.getHref(transactionId)}
          target="_blank"
          rel="noreferrer"
        >
          {t('detail.publicLink.open')}
        </a>
      </div>
    </section>
  );
}
