import type { Branding } from '@mutabaa/shared';
import { DEFAULT_BRANDING } from '@mutabaa/shared';
import { isHexColour, mix, readableOn, readableTextOn, rgbList, shade, WHITE } from './colour';

type Colours = Pick<Branding, 'primary_color' | 'secondary_color' | 'accent_color'>;

const colourOr = (value: string, fallback: string) => (isHexColour(value) ? value : fallback);

/** The brand's CSS variables on :root: Bootstrap's primary, secondary, links and focus ring. */
export function themeVariables(branding: Colours): Record<string, string> {
  const primary = colourOr(branding.primary_color, DEFAULT_BRANDING.primary_color);
  const secondary = colourOr(branding.secondary_color, DEFAULT_BRANDING.secondary_color);
  const accent = colourOr(branding.accent_color, DEFAULT_BRANDING.accent_color);
  // Links and coloured text sit on white: the brand colour, darkened until it is readable.
  const link = readableOn(primary);
  const linkHover = shade(link, 0.2);
  return {
    '--brand-primary': primary,
    '--brand-on-primary': readableTextOn(primary),
    '--brand-secondary': secondary,
    '--brand-on-secondary': readableTextOn(secondary),
    '--brand-accent': accent,
    '--brand-on-accent': readableTextOn(accent),
    '--bs-primary': primary,
    '--bs-primary-rgb': rgbList(primary),
    '--bs-primary-text-emphasis': readableOn(shade(primary, 0.4)),
    '--bs-primary-bg-subtle': mix(primary, WHITE, 0.85),
    '--bs-primary-border-subtle': mix(primary, WHITE, 0.6),
    '--bs-secondary': secondary,
    '--bs-secondary-rgb': rgbList(secondary),
    '--bs-link-color': link,
    '--bs-link-color-rgb': rgbList(link),
    '--bs-link-hover-color': linkHover,
    '--bs-link-hover-color-rgb': rgbList(linkHover),
    '--focus-ring': `0 0 0 0.2rem rgba(${rgbList(accent)}, 0.55)`,
  };
}

/** Button variables for `.btn-primary` (and outline) in the brand colour, text readable on it. */
export function primaryButtonVariables(primary: string): Record<string, string> {
  const colour = colourOr(primary, DEFAULT_BRANDING.primary_color);
  const hover = shade(colour, 0.15);
  const active = shade(colour, 0.25);
  return {
    '--bs-btn-color': readableTextOn(colour),
    '--bs-btn-bg': colour,
    '--bs-btn-border-color': colour,
    '--bs-btn-hover-color': readableTextOn(hover),
    '--bs-btn-hover-bg': hover,
    '--bs-btn-hover-border-color': hover,
    '--bs-btn-active-color': readableTextOn(active),
    '--bs-btn-active-bg': active,
    '--bs-btn-active-border-color': active,
    '--bs-btn-disabled-color': readableTextOn(colour),
    '--bs-btn-disabled-bg': colour,
    '--bs-btn-disabled-border-color': colour,
    '--bs-btn-focus-shadow-rgb': rgbList(colour),
  };
}

const block = (selector: string, vars: Record<string, string>) =>
  `${selector}{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/** The stylesheet text of the theme; it does not depend on the direction. */
export function themeCss(branding: Colours): string {
  const vars = themeVariables(branding);
  const primary = vars['--brand-primary'] ?? DEFAULT_BRANDING.primary_color;
  const outlineText = vars['--bs-link-color'] ?? primary;
  return [
    block(':root', vars),
    block('.btn-primary', primaryButtonVariables(primary)),
    block('.btn-outline-primary', {
      '--bs-btn-color': outlineText,
      '--bs-btn-border-color': primary,
      '--bs-btn-hover-color': readableTextOn(primary),
      '--bs-btn-hover-bg': primary,
      '--bs-btn-hover-border-color': primary,
      '--bs-btn-active-color': readableTextOn(primary),
      '--bs-btn-active-bg': primary,
      '--bs-btn-active-border-color': primary,
      '--bs-btn-focus-shadow-rgb': rgbList(primary),
    }),
    block('.text-bg-primary', {
      color: `${readableTextOn(primary)} !important`,
      'background-color': `${primary} !important`,
    }),
  ].join('\n');
}

const STYLE_ID = 'brand-theme';

/** Puts the theme into a <style> at the end of <head>, after Bootstrap and the app's CSS. */
export function applyTheme(branding: Colours, doc: Document = document): void {
  let style = doc.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  const css = themeCss(branding);
  if (style.textContent !== css) style.textContent = css;
  const meta = doc.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', colourOr(branding.primary_color, DEFAULT_BRANDING.primary_color));
}
