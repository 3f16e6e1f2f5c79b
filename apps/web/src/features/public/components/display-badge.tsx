import { statusColor, type TOptionDisplay } from '@mutabaa/shared';
import { isHexColour, readableTextOn } from '../../../lib/colour';
import { optionLabel } from '../../../lib/form-config';

/**
 * A status badge from the answer's own `status_display`: the public view has no form
 * configuration to look statuses up in (that needs a sign-in).
 */
export function DisplayBadge({
  status,
  display,
  language,
}: {
  status: string;
  display: TOptionDisplay;
  language: string;
}) {
  const background = isHexColour(display.badge_color) ? display.badge_color : statusColor(status);
  return (
    <span
      className="badge status-badge"
      style={{ backgroundColor: background, color: readableTextOn(background) }}
      data-status={status}
    >
      {optionLabel({ ...display, value: status }, language)}
    </span>
  );
}
