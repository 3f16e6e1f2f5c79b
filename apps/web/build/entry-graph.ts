import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

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
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const seen = new Set<OutputChunk>();
      while (pending.length) {
        const chunk = pending.pop()!;
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        if (chunk.name === keepOut) {
          this.error(`entry-graph: the entry loads the ${keepOut} chunk at start`);
        }
        for (const name of chunk.imports) {
          const imported = chunks.get(name);
          if (imported) pending.push(imported);
        }
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
