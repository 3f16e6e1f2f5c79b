/** Colour arithmetic for the brand theme and its WCAG contrast checks. */

export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** `#rrggbb` (or `#rgb`) to its channels; null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ra = hexToRgb(a);
  const rb = hexToRgb(b);
  if (!ra || !rb) return 1;
  const la = relativeLuminance(ra);
  const lb = relativeLuminance(rb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
export const WHITE = '#ffffff';
export const DARK = '#000000';

/** White text unless white fails AA on the background; then dark text. */
export function readableTextOn(background: string): string {
  return contrastRatio(WHITE, background) >= AA_CONTRAST ? WHITE : DARK;
}

/** Mixes `colour` with `other` by `weight` (0 keeps the colour, 1 gives the other). */
export function mix(colour: string, other: string, weight: number): string {
  const a = hexToRgb(colour) ?? [0, 0, 0];
  const b = hexToRgb(other) ?? [0, 0, 0];
  return rgbToHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as unknown as Rgb);
}

/**
 * The colour itself when it reaches AA on `background`, else the first shade towards black
 * (or white) that does: links and text in the brand colour stay readable.
 */
export function readableOn(colour: string, background = WHITE): string {
  if (contrastRatio(colour, background) >= AA_CONTRAST) return colour;
  const target = relativeLuminance(hexToRgb(background) ?? [255, 255, 255]) > 0.5 ? DARK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(colour, target, step / 20);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return target;
}

/** Hover/active shade of a button: darker for most colours, lighter for near-black. */
export function shade(colour: string, amount: number): string {
  const rgb = hexToRgb(colour);
  if (!rgb) return colour;
  return relativeLuminance(rgb) < 0.02 ? mix(colour, WHITE, amount) : mix(colour, DARK, amount);
}

/** "r, g, b" for Bootstrap's `*-rgb` variables. */
export function rgbList(colour: string): string {
  const rgb = hexToRgb(colour) ?? [0, 0, 0];
  return rgb.join(', ');
}
