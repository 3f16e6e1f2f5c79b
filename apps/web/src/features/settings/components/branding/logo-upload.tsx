import { useEffect, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES, type Branding } from '@mutabaa/shared';
import { FileDropZone } from '../../../../components/ui/file-drop-zone';
import { logoOf } from '../../../../lib/branding';
import { errorText } from '../../../../lib/errors';
import { formatFileSize } from '../../../../lib/file-size';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useUploadLogo } from '../../api/upload-logo';

type Message = { tone: 'success' | 'danger'; text: string };

/** Chooses or takes a dropped PNG, JPEG or WebP logo within the size limit, previews it, uploads it. */
export function LogoUpload({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [picked, setPicked] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const [message, setMessage] = useState<Message | null>(null);
  const uploader = useUploadLogo();
  const busy = uploader.isPending;
  const size = formatFileSize(LOGO_MAX_BYTES, language);

  const setFile = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);
  // Each preview's object URL is released when it is replaced or the screen closes.
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const refusal = (candidate: File) => {
    if (!(LOGO_TYPES as readonly string[]).includes(candidate.type)) return t('branding.logoType');
    if (candidate.size > LOGO_MAX_BYTES) return t('branding.logoSize', { size });
    return null;
  };

  const choose = (files: File[]) => {
    const next = files[0];
    setMessage(null);
    setPicked(files);
    const refused = next ? refusal(next) : null;
    setProblem(refused);
    setFile(next && !refused ? next : null);
  };

  const upload = async () => {
    if (!file) {
      if (!problem) setProblem(t('branding.logoChoose'));
      return;
    }
    setMessage(null);
    try {
      await uploader.mutateAsync(file);
      setFile(null);
      setPicked([]);
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
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
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
        <div className="flex-grow-1" style={{ flexBasis: '16rem', minInlineSize: 0 }}>
          <FileDropZone
            label={t('branding.logoFile')}
            hint={t('branding.logoHint', { size })}
            accept={LOGO_TYPES.join(',')}
            files={picked}
            onFilesChange={choose}
            error={problem}
            disabled={busy}
            name="logo"
            testId="logo-file"
            errorTestId="logo-error"
          />
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
