import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import { PUBLIC_SECTIONS, textPart } from './parts';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The code that runs before sign-in: its texts must be in the public part. */
const PUBLIC_CODE = [
  'features/auth',
  'features/public',
  'components',
  'lib',
  'app/not-found-page.tsx',
  'app/route-error.tsx',
  'app/app.tsx',
  'app/router.tsx',
];

/**
 * Components that only signed-in screens use: their texts come with the screens' part, so the
 * sign-in route does not fetch them. The test below keeps the code before sign-in off them.
 */
const SIGNED_IN_COMPONENTS = [
  'components/ui/sla-badge.tsx',
  'components/ui/date-picker/date-input.tsx',
  'components/ui/date-picker/calendar-dialog.tsx',
  'components/ui/date-picker/calendar-parts.tsx',
  // The template editors' parts, shared by the e-mail and document templates.
  'components/ui/editor-heading.tsx',
  'components/ui/language-texts.tsx',
  'components/ui/save-bar.tsx',
  'components/ui/template-texts.tsx',
  'components/ui/unsaved-guard.tsx',
  'components/ui/variable-list.tsx',
  'lib/use-texts-editor.ts',
];

function sourcesUnder(path: string): string[] {
  const full = join(src, path);
  if (/\.tsx?$/.test(path)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(full, name))
    .filter((file) => !SIGNED_IN_COMPONENTS.some((part) => file === join(src, part)));
}

/** The sections named by `t('section.…')` and `` t(`section.${…}`) `` in one file. */
function sectionsUsedIn(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bt\(\s*['`]([A-Za-z]+)\./g)].map((match) => match[1]!);
}

describe('the two parts of the texts', () => {
  it('split each language into the public sections and the rest, losing nothing', () => {
    for (const texts of [ar, en]) {
      const pub = textPart(texts, 'public');
      const screens = textPart(texts, 'screens');
      expect(Object.keys(pub).sort()).toEqual([...PUBLIC_SECTIONS].sort());
      expect(Object.keys(screens).some((section) => section in pub)).toBe(false);
      expect({ ...pub, ...screens }).toEqual(texts);
    }
  });

  it('give the screens before sign-in every section they use', () => {
    const files = PUBLIC_CODE.flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(20);
    const missing = files.flatMap((file) =>
      sectionsUsedIn(file)
        .filter((section) => !(PUBLIC_SECTIONS as readonly string[]).includes(section))
        .map((section) => `${file.slice(src.length)}: ${section}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the components only signed-in screens use out of the code before sign-in', () => {
    const files = PUBLIC_CODE.flatMap(sourcesUnder);
    for (const part of SIGNED_IN_COMPONENTS) {
      const name = part.replace(/^.*\//, '').replace(/\.tsx?$/, '');
      const importers = files.filter((file) =>
        new RegExp(`from '[^']*/${name}'`).test(readFileSync(file, 'utf8')),
      );
      expect(importers.map((file) => file.slice(src.length))).toEqual([]);
      // The exception is needed: the component has texts of its own.
      expect(sectionsUsedIn(join(src, part)).length).toBeGreaterThan(0);
    }
  });
});
