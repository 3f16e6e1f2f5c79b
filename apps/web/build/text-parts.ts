import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { textPart, type TextPart } from '../src/locales/parts';

const PART = /^(.*[\\/]locales[\\/](?:ar|en)\.json)\?part=(public|screens)$/;

/**
 * `locales/ar.json?part=public` (or `screens`): one part of a language's texts as a module
 * of its own (see `src/locales/parts.ts`). Each file stays whole for editing and tests.
 */
export function textParts(): Plugin {
  return {
    name: 'mutabaa:text-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, TextPart];
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      // Parsed from a string literal, which engines read faster than the same object literal.
      const json = JSON.stringify(JSON.stringify(textPart(texts, part)));
      return { code: `export default JSON.parse(${json});`, moduleType: 'js' };
    },
  };
}
