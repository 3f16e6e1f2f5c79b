import { readableTextOn } from '../../lib/colour';
import { useFormConfig } from '../../lib/use-form-config';
import { useLanguage } from '../../lib/use-language';

/** A status in the given label and badge colour, with text readable on that colour. */
export function StatusBadgeOf({
  status,
  label,
  color,
}: {
  status: string;
  label: string;
  color: string;
}) {
  return (
    <span
      className="badge status-badge"
      style={{ backgroundColor: color, color: readableTextOn(color) }}
      data-status={status}
    >
      {label}
    </span>
  );
}

/**
 * A status in its configured label and badge colour. A table of many rows reads the form
 * configuration once and shows `StatusBadgeOf` in each instead.
 */
export function StatusBadge({ status }: { status: string }) {
  const { language } = useLanguage();
  const { statusColor, statusLabel } = useFormConfig();
  return (
    <StatusBadgeOf
      status={status}
      label={statusLabel(status, language)}
      color={statusColor(status)}
    />
  );
}
