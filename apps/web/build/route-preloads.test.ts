import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadPlan, routePattern } from './route-preloads';

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

/** A build's chunks as the bundler leaves them: the entry, the layout, texts and two screens. */
function bundle(): OutputBundle {
  const chunks = [
    chunk('assets/index-1.js', '/app/src/main.tsx', ['assets/preact-1.js'], [], true),
    chunk('assets/preact-1.js', null),
    chunk('assets/app-layout-1.js', '/app/src/app/layout/app-layout.tsx', [
      'assets/shared-1.js',
      'assets/preact-1.js',
    ]),
    chunk('assets/shared-1.js', null, ['assets/zod-1.js'], ['assets/shared-1.css']),
    chunk('assets/zod-1.js', null),
    chunk('assets/ar-1.js', '/app/src/locales/ar.json?part=screens'),
    chunk('assets/en-1.js', '/app/src/locales/en.json?part=screens'),
    chunk('assets/list-1.js', '/app/src/features/a/pages/list-page.tsx', [
      'assets/shared-1.js',
      'assets/form-1.js',
    ]),
    chunk('assets/form-1.js', null, ['assets/preact-1.js']),
    chunk('assets/item-1.js', '/app/src/features/a/pages/item-page.tsx', ['assets/shared-1.js']),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
}

describe('route patterns', () => {
  it('match an address as the router does: parameters one segment, a slash at the end allowed', () => {
    const detail = new RegExp(routePattern('/transactions/:id/edit'));
    expect(detail.test('/transactions/12/edit')).toBe(true);
    expect(detail.test('/transactions/12/edit/')).toBe(true);
    expect(detail.test('/transactions/12/13/edit')).toBe(false);
    expect(detail.test('/transactions//edit')).toBe(false);
    expect(detail.test('/x/transactions/12/edit')).toBe(false);
    const dotted = new RegExp(routePattern('/a.b'));
    expect(dotted.test('/a.b')).toBe(true);
    expect(dotted.test('/axb')).toBe(false);
  });
});

describe('the preload plan', () => {
  const screens = [
    { path: '/items/:id', module: 'a/pages/item-page', component: 'ItemPage' },
    { path: '/items/list', module: 'a/pages/list-page', component: 'ListPage' },
  ];

  it("lists the layout's files and each screen's beyond them, none the page names already", () => {
    const plan = preloadPlan(bundle(), screens);
    expect(plan.layout).toEqual([
      '/assets/app-layout-1.js',
      '/assets/shared-1.js',
      '/assets/shared-1.css',
      '/assets/zod-1.js',
    ]);
    expect(plan.texts).toEqual({ ar: ['/assets/ar-1.js'], en: ['/assets/en-1.js'] });
    // The static address first: the router prefers it to a parameter.
    expect(plan.screens).toEqual([
      [routePattern('/items/list'), ['/assets/list-1.js', '/assets/form-1.js']],
      [routePattern('/items/:id'), ['/assets/item-1.js']],
    ]);
    const all = [plan.layout, ...Object.values(plan.texts), ...plan.screens.map(([, f]) => f)];
    expect(all.flat()).not.toContain('/assets/preact-1.js');
    expect(all.flat()).not.toContain('/assets/index-1.js');
  });

  it('fails the build when a screen has no chunk of its own', () => {
    const missing = [...screens, { path: '/gone', module: 'a/pages/gone-page', component: 'X' }];
    expect(() => preloadPlan(bundle(), missing)).toThrow(/a\/pages\/gone-page/);
  });
});
