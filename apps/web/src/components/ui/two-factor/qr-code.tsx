import { encode } from 'uqr';

/** The dark modules of a QR code as one SVG path, a unit square each. */
function pathOf(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * A QR code drawn as SVG (dark on white whatever the theme, with the quiet zone scanners
 * need). Its module is loaded lazily (see ./setup-secret.tsx): only enrolment screens show one.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(data)} fill="#000" />
    </svg>
  );
}
