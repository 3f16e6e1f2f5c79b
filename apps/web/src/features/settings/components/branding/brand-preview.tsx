import { readableTextOn } from '../../../../lib/colour';
import { logoOf } from '../../../../lib/branding';
import { primaryButtonVariables, themeVariables } from '../../../../lib/theme';
import { useTranslation } from '../../../../lib/use-translation';
import type { CSSProperties } from 'react';

type PreviewProps = {
  title: string;
  companyName: string;
  logoUrl: string;
  primary: string;
  secondary: string;
  accent: string;
};

/** A miniature of the app in the colours being edited: header, button, link and badge. */
export function BrandPreview({
  title,
  companyName,
  logoUrl,
  primary,
  secondary,
  accent,
}: PreviewProps) {
  const { t } = useTranslation();
  const vars = themeVariables({
    primary_color: primary,
    secondary_color: secondary,
    accent_color: accent,
  });
  const brandPrimary = vars['--brand-primary'] ?? primary;
  const brandSecondary = vars['--brand-secondary'] ?? secondary;
  const brandAccent = vars['--brand-accent'] ?? accent;
  return (
    <figure
      className="brand-preview mb-0"
      style={vars as CSSProperties}
      aria-label={t('branding.preview')}
      data-testid="brand-preview"
    >
      <div
        className="brand-preview-header"
        style={{ backgroundColor: brandPrimary, color: readableTextOn(brandPrimary) }}
      >
        <img
          src={logoOf({ logo_url: logoUrl })}
          alt=""
          width={28}
          height={28}
          className="brand-logo"
        />
        <span className="fw-bold text-truncate">{title}</span>
      </div>
      <div className="brand-preview-body">
        <p className="mb-2 small text-body-secondary">{companyName}</p>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            style={primaryButtonVariables(brandPrimary) as CSSProperties}
            tabIndex={-1}
          >
            {t('branding.previewButton')}
          </button>
          <span
            className="badge"
            style={{ backgroundColor: brandSecondary, color: readableTextOn(brandSecondary) }}
          >
            {t('branding.previewBadge')}
          </span>
          <span
            className="badge"
            style={{ backgroundColor: brandAccent, color: readableTextOn(brandAccent) }}
          >
            {t('branding.previewAccent')}
          </span>
        </div>
        <a
          href="#brand-preview-link"
          onClick={(event) => event.preventDefault()}
          tabIndex={-1}
          style={{ color: vars['--bs-link-color'] }}
        >
          {t('branding.previewLink')}
        </a>
      </div>
    </figure>
  );
}
