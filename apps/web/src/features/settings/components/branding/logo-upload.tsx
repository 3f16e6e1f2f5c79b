import { useEffect, useId, useRef, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES, type Branding } from '@mutabaa/shared';
import { logoOf } from '../../../../lib/branding';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useUploadLogo } from '../../api/upload-logo';

type Message = { tone: 'success' | 'danger'; text: string };

/** Chooses a PNG, JPEG or WebP logo of at most 2 MB, previews it, and uploads it. */
export function LogoUpload({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const [message, setMessage] = useState<Message | null>(null);
  const uploader = useUploadLogo();
  const busy = uploader.isPending;

  const setFile = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);
  // Each preview's object URL is released when it is replaced or the screen closes.
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const choose = (picked: File | undefined) => {
    setMessage(null);
    setFile(null);
    if (!picked) return;
    if (!(LOGO_TYPES as readonly string[]).includes(picked.type)) {
      setMessage({ tone: 'danger', text: t('branding.logoType') });
      return;
    }
    if (picked.size > LOGO_MAX_BYTES) {
      setMessage({ tone: 'danger', text: t('branding.logoSize') });
      return;
    }
    setFile(picked);
  };

  const upload = async () => {
    if (!file) {
      setMessage({ tone: 'danger', text: t('branding.logoChoose') });
      return;
    }
    setMessage(null);
    try {
      await uploader.mutateAsync(file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setMessage({ tone: 'success', text: t('branding.logoSaved') });
    } catch (error) {
      setMessage({ tone: 'danger', text: errorText(t, error, t('branding.logoFailed')) });
    }
  };

  return (
    <div data-testid="logo-section">
      {message && (
        <div
          className={`alert alert-${message.tone}`}
          role={message.tone === 'danger' ? 'alert' : 'status'}
          data-testid={message.tone === 'success' ? 'logo-saved' : 'logo-error'}
        >
          {message.text}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <figure className="logo-preview mb-0">
          <img
            src={preview ?? logoOf(branding)}
            alt={preview ? t('branding.logoNew') : t('branding.logoCurrent')}
            width={96}
            height={96}
            className="brand-logo"
            data-testid="logo-preview"
          />
        </figure>
        <div className="flex-grow-1" style={{ minInlineSize: '12rem' }}>
          <label htmlFor={id} className="form-label">
            {t('branding.logoFile')}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="logo"
            type="file"
            className="form-control"
            accept={LOGO_TYPES.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <div id={`${id}-hint`} className="form-text">
            {t('branding.logoHint')}
          </div>
        </div>
      </div>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void upload()}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="logo-upload"
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy ? t('branding.logoUploading') : t('branding.logoUpload')}
      </button>
    </div>
  );
}
