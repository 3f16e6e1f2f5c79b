import type { Plugin } from 'vite';
import { chunksOf, staticClosure } from './route-preloads';

/**
 * The modules the entry imports statically, known once the graph is built and before the
 * chunks are made. A code-splitting group can then take the code that the lazily loaded
 * screens share without taking anything the first screen (sign-in) loads: whatever a group
 * captures is loaded whole by every chunk that needs one of its modules. The build fails if
 * the entry still ends up importing the chunk named `keepOut`.
 */
export function entryGraph(keepOut: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'mutabaa:entry-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
        if (staticClosure(chunks, entry).some((chunk) => chunk.name === keepOut)) {
          this.error(`entry-graph: the entry loads the ${keepOut} chunk at start`);
        }
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
