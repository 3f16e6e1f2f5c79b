import './two-factor.css';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';
import { useTranslation } from '../../../lib/use-translation';
import { recoveryCodesFile } from './code-text';

/**
 * A new set of recovery codes, shown this once: copy, download as a text file, and the
 * button that says they are kept (the only way on from here).
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = recoveryCodesFile(t('twoFactor.fileHeading'), codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div data-testid="recovery-codes">
      <p>{t('twoFactor.codesIntro')}</p>
      <ul className="recovery-codes border rounded mb-3" dir="ltr" data-testid="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary" onClick={copy}>
          {t('twoFactor.copyCodes')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() =>
            saveFile(
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
              'mutabaa-recovery-codes.txt',
            )
          }
          data-testid="recovery-codes-download"
        >
          {t('twoFactor.downloadCodes')}
        </button>
      </div>
      <div role="status" className="small mb-2">
        {copied === 'yes' && t('twoFactor.copied')}
        {copied === 'no' && t('twoFactor.copyFailed')}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={onDone}
        data-testid="recovery-codes-done"
      >
        {doneLabel}
      </button>
    </div>
  );
}
