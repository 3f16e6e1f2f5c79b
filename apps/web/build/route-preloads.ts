import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { SignedInScreen } from '../src/app/signed-in-screens';

/**
 * What the server needs to list a signed-in screen's files in its page: the build writes it
 * as route-preloads.json beside the pages (its shape is `RoutePreloads` in the API's spa plugin).
 */
export type PreloadPlan = {
  /** The signed-in layout's scripts and stylesheets, which every signed-in screen shows. */
  layout: string[];
  /** The screens' texts, by language. */
  texts: Record<string, string[]>;
  /** Each screen's address as a regular expression, the most specific first, and its files. */
  screens: [pattern: string, files: string[]][];
};

/** `/transactions/:id/edit` → `^/transactions/[^/]+/edit/?$`, as the router matches it. */
export function routePattern(path: string): string {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${escaped}/?$`;
}

/** Fewer parameters first, then longer: `/transactions/create` before `/transactions/:id`. */
function bySpecificity(a: SignedInScreen, b: SignedInScreen): number {
  const params = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length;
  return params(a.path) - params(b.path) || b.path.length - a.path.length;
}

/** Every chunk of the bundle by file name. */
export function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The chunks that must load before `start` runs: itself and its static imports, in turn. */
export function staticClosure(chunks: Map<string, OutputChunk>, start: OutputChunk): OutputChunk[] {
  const seen = new Set<OutputChunk>();
  const pending = [start];
  while (pending.length) {
    const chunk = pending.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) pending.push(imported);
    }
  }
  return [...seen];
}

/** The files of a chunk's static closure as the page names them, stylesheets included. */
function closure(chunks: Map<string, OutputChunk>, start: OutputChunk): string[] {
  return staticClosure(chunks, start).flatMap((chunk) => [
    `/${chunk.fileName}`,
    ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
  ]);
}

/** The plan for one build: module paths are matched at the end of each chunk's source. */
export function preloadPlan(bundle: OutputBundle, screens: readonly SignedInScreen[]): PreloadPlan {
  const chunks = chunksOf(bundle);
  const byModule = (suffix: string): OutputChunk => {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
    return chunk;
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: no entry chunk');
  // The page names the entry's own files already.
  const onPage = new Set(closure(chunks, entry));
  const beyond = (files: string[], also: Set<string> = new Set()) =>
    [...new Set(files)].filter((file) => !onPage.has(file) && !also.has(file));
  const layout = beyond(closure(chunks, byModule('/src/app/layout/app-layout.tsx')));
  const inLayout = new Set(layout);
  const texts = Object.fromEntries(
    ['ar', 'en'].map((language) => [
      language,
      beyond(closure(chunks, byModule(`/locales/${language}.json?part=screens`)), inLayout),
    ]),
  );
  return {
    layout,
    texts,
    screens: [...screens]
      .sort(bySpecificity)
      .map((screen) => [
        routePattern(screen.path),
        beyond(closure(chunks, byModule(`/src/features/${screen.module}.tsx`)), inLayout),
      ]),
  };
}

/** The file the server reads at start; it names only public, hashed files. */
export const PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes route-preloads.json: each signed-in screen's files beyond those the page names
 * already. The server lists them in the page it sends to a signed-in visitor for that address,
 * so that they download beside the app's own scripts instead of after the app has started.
 */
export function routePreloads(screens: readonly SignedInScreen[]): Plugin {
  return {
    name: 'mutabaa:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const plan = preloadPlan(bundle, screens);
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(plan) });
    },
  };
}
