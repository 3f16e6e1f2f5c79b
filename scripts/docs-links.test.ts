// The documentation a newcomer reads must be the one in the repository: no comment may send
// them to a document they cannot open, every `docs/` page a comment or a link names must exist
// (with its heading, when it names one), and the front page stays short.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tracked and new files, as git sees them (so node_modules, builds and data are left out). */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => existsSync(path.join(root, file)));
}

const files = repositoryFiles();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|conf|sql|service|example)$/;
const self = path.relative(root, fileURLToPath(import.meta.url));
const sources = files.filter(
  (f) => /^(apps|packages|scripts|bench|e2e|deploy)\//.test(f) && SOURCE.test(f) && f !== self,
);
const markdown = files.filter((f) => f.endsWith('.md'));

/** The comments of a source file: line, block and SQL comments, with their line numbers. */
function commentsOf(text: string, file: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const patterns = file.endsWith('.sql')
    ? [/--[^\n]*/g]
    : file.endsWith('.css')
      ? [/\/\*[\s\S]*?\*\//g]
      : /\.(conf|service|example)$/.test(file)
        ? [/#[^\n]*/g]
        : [/\/\*[\s\S]*?\*\//g, /(?<![:'"`\\])\/\/[^\n]*/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      found.push({ line: lineOf(match.index), text: match[0] });
    }
  }
  return found;
}

/** Names of documents that live outside the repository. */
const OUTSIDE = /\bDESIGN\b|STYLE\.md|PERFORMANCE(\.md)?\b|\bspec §/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsCache = new Map<string, Set<string>>();
function anchorsIn(file: string): Set<string> {
  let anchors = anchorsCache.get(file);
  if (!anchors) {
    anchors = new Set();
    const seen = new Map<string, number>();
    let fenced = false;
    for (const line of read(file).split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const base = anchorOf(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count ? `${base}-${count}` : base);
    }
    anchorsCache.set(file, anchors);
  }
  return anchors;
}

/** Why a link target does not resolve, or undefined when it does. */
function brokenTarget(target: string): string | undefined {
  const [file, anchor] = target.split('#');
  if (!existsSync(path.join(root, file))) return `${file} does not exist`;
  if (anchor && file.endsWith('.md') && !anchorsIn(file).has(anchor)) {
    return `${file} has no heading #${anchor}`;
  }
  return undefined;
}

describe('documentation', () => {
  it('is cited only from the repository in source comments', () => {
    const outside = sources.flatMap((file) =>
      commentsOf(read(file), file)
        .filter((c) => OUTSIDE.test(c.text))
        .map((c) => `${file}:${c.line}: ${OUTSIDE.exec(c.text)?.[0]}`),
    );
    expect(outside, 'cite the page under docs/ or say the rule itself').toEqual([]);
  });

  it('is cited only from the repository in lint messages and markdown', () => {
    const outside = [...files.filter((f) => f.startsWith('scripts/eslint/')), ...markdown]
      .filter((file) => !file.endsWith('.test.ts') && OUTSIDE.test(read(file)))
      .map((file) => file);
    expect(outside).toEqual([]);
  });

  it('names in source comments only docs/ pages that exist', () => {
    const broken = sources.flatMap((file) =>
      commentsOf(read(file), file).flatMap((c) =>
        [...c.text.matchAll(/\bdocs\/[\w./-]+\.md(#[\w-]+)?/g)]
          .map((m) => [m[0], brokenTarget(m[0])])
          .filter(([, why]) => why)
          .map(([target, why]) => `${file}:${c.line}: ${target}: ${why}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('links in markdown only to files and headings that exist', () => {
    const broken = markdown.flatMap((file) => {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1])
        .filter((href) => !/^[a-z]+:/i.test(href))
        .map((href) => {
          const [target, anchor] = href.split('#');
          const resolved = target
            ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), target))
            : file;
          return [href, brokenTarget(anchor ? `${resolved}#${anchor}` : resolved)];
        })
        .filter(([, why]) => why)
        .map(([href, why]) => `${file}: (${href}): ${why}`);
    });
    expect(broken).toEqual([]);
  });

  it('keeps README.md a front page of at most 150 lines', () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it('recognises the comments it checks', () => {
    expect(commentsOf("const a = 'http://x'; // see DESIGN §5\n", 'x.ts')).toEqual([
      { line: 1, text: '// see DESIGN §5' },
    ]);
    expect(commentsOf('/** spec §3 */\nconst b = 1;', 'x.ts')[0].line).toBe(1);
    expect(commentsOf('SELECT 1; -- PERFORMANCE.md\n', 'x.sql')).toHaveLength(1);
    expect(anchorOf('Bulk import (`/api/transactions/import/`, admin and editor)')).toBe(
      'bulk-import-apitransactionsimport-admin-and-editor',
    );
  });
});
