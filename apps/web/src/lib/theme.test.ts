import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@mutabaa/shared';
import { contrastRatio } from './colour';
import { primaryButtonVariables, themeCss, themeVariables } from './theme';

describe('brand theme', () => {
  it('derives Bootstrap variables from the brand colours', () => {
    const vars = themeVariables({
      primary_color: '#112233',
      secondary_color: '#445566',
      accent_color: '#0693e3',
    });
    expect(vars['--bs-primary']).toBe('#112233');
    expect(vars['--bs-primary-rgb']).toBe('17, 34, 51');
    expect(vars['--bs-secondary']).toBe('#445566');
    expect(vars['--bs-secondary-rgb']).toBe('68, 85, 102');
    expect(vars['--bs-link-color']).toBe('#112233');
    expect(vars['--brand-accent']).toBe('#0693e3');
    expect(vars['--focus-ring']).toContain('6, 147, 227');
  });

  it('keeps links readable on a light primary colour', () => {
    const vars = themeVariables({ ...DEFAULT_BRANDING, primary_color: '#ffdd00' });
    expect(vars['--bs-primary']).toBe('#ffdd00');
    expect(contrastRatio(vars['--bs-link-color'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the defaults for a malformed colour', () => {
    const vars = themeVariables({ ...DEFAULT_BRANDING, primary_color: 'blue' });
    expect(vars['--bs-primary']).toBe(DEFAULT_BRANDING.primary_color);
  });

  it('gives primary buttons white text, or dark text where white fails AA', () => {
    expect(primaryButtonVariables('#112233')['--bs-btn-color']).toBe('#ffffff');
    expect(primaryButtonVariables('#ffdd00')['--bs-btn-color']).toBe('#000000');
    const hover = primaryButtonVariables('#000000')['--bs-btn-hover-bg'];
    expect(hover).not.toBe('#000000');
  });

  it('writes the variables and button rules into one stylesheet', () => {
    const css = themeCss({ ...DEFAULT_BRANDING, primary_color: '#112233' });
    expect(css).toContain(':root{');
    expect(css).toContain('--bs-primary:#112233');
    expect(css).toContain('.btn-primary{');
    expect(css).toContain('--bs-btn-bg:#112233');
  });
});
