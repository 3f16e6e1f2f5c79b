import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootstrapSubset } from './bootstrap-subset';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the Bootstrap subset', () => {
  it('keeps the rules in use, built ones too, and drops the components the app never shows', async () => {
    const css = await bootstrapSubset('bootstrap.rtl.min.css', root);
    // Written whole in the app's code (tables, forms, the urgency rows, the spinner).
    for (const rule of ['.table-hover', '.form-select', '.table-danger', '.spinner-border']) {
      expect(css, rule).toContain(rule);
    }
    // Built from a prefix or a tone by react-bootstrap or the app.
    for (const rule of [
      '.modal-dialog',
      '.modal-backdrop',
      '.dropdown-menu',
      '.btn-outline-danger',
    ]) {
      expect(css, rule).toContain(rule);
    }
    for (const rule of ['.alert-success', '.text-bg-warning', '.row-cols-xl-4', '.fade']) {
      expect(css, rule).toContain(rule);
    }
    // Custom properties stay for the theme; the right-to-left sheet stays right to left.
    expect(css).toContain('--bs-primary:');
    expect(css).toMatch(/\.ms-auto\{margin-right:auto!important\}/);
    for (const unused of ['.carousel', '.accordion-button', '.toast-header', '.placeholder-glow']) {
      expect(css, unused).not.toContain(unused);
    }
    expect(css.length).toBeLessThan(120_000);
  }, 30_000);
});
