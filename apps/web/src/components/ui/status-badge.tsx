import { readableTextOn } from '../../lib/colour';
import { useFormConfig } from '../../lib/use-form-config';
import { useLanguage } from '../../lib/use-language';

/** A status in its configured label and badge colour, with text readable on that colour. */
export function StatusBadge({ status }: { status: string }) {
  const { language } = useLanguage();
  const { statusColor, statusLabel } = useFormConfig();
  const background = statusColor(status);
  return (
    <span
      className="badge status-badge"
      style={{ backgroundColor: background, color: readableTextOn(background) }}
      data-status={status}
    >
      {statusLabel(status, language)}
    </span>
  );
}
