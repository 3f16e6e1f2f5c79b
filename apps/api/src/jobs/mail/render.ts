import { directionOf, type Language } from '@mutabaa/shared';
import { Liquid } from 'liquidjs';
import type { TemplateText } from './catalog.js';

export type RenderedMail = { subject: string; text: string; html: string };

// Values are marked while the template is rendered, so that only the template's own text can
// make a button line; the marks never reach a mail.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;
// Embedding, override and isolate controls (not the plain RLM and LRM marks): inside a value
// they could reorder the text around it, e.g. make a link's address read backwards.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A value as it enters a mail: no direction controls, no marks of ours, and marked. */
function markValue(value: unknown): string {
  const text = String(value ?? '')
    .replace(BIDI_CONTROLS, '')
    .replace(MARKS, '');
  return `${OPEN}${text}${CLOSE}`;
}

/**
 * Liquid without any way out: no file system (include, render and layout find nothing), only
 * the built-in filters, a cap on the work and memory one template may take, every output
 * through `markValue` (the `raw` filter is replaced, so nothing skips it).
 */
const engine = new Liquid({
  templates: {},
  strictFilters: true,
  strictVariables: false,
  outputEscape: markValue,
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 10_000_000,
  ownPropertyOnly: true,
});
engine.registerFilter('raw', (value: unknown) => value);

/**
 * Variables the template reads that `offered` does not hold (loop variables are its own). Throws
 * Liquid's error (with line and column) when the template cannot be read.
 */
export function unknownVariables(source: string, offered: readonly string[]): string[] {
  const used = engine.globalVariablesSync(engine.parse(source));
  return [...new Set(used)].filter((name) => !offered.includes(name));
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// The template's own brackets around a label and an address (values masked out first), and
// then, values in, a label and a web address that fill them exactly.
const BUTTON_SHAPE = /^\[[^\]\n]+\]\([^\s)]+\)$/;
const BUTTON = /^\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)$/;
const URL = /https?:\/\/[^\s<>"()]+/g;

/** A line of the template's own `[Label](https://…)` form, outside any value. */
function buttonOf(line: string): { label: string; href: string } | undefined {
  const masked = line.replace(/\uE000[^\uE001]*\uE001/g, (value) => 'x'.repeat(value.length));
  if (!BUTTON_SHAPE.test(masked.trim())) return undefined;
  const plain = BUTTON.exec(line.trim().replace(MARKS, ''));
  return plain ? { label: plain[1]!, href: plain[2]! } : undefined;
}

function htmlLine(line: string): string {
  const text = line.replace(MARKS, '');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL)) {
    out += escapeHtml(text.slice(last, match.index));
    const href = escapeHtml(match[0]);
    out += `<a href="${href}" dir="ltr">${href}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const MUTED = 'font-size:12px;color:#6c757d;';

/** The body's blocks (blank-line separated) as HTML: paragraphs, lists and button lines. */
function bodyHtml(body: string): string {
  const blocks = body.split(/\n[ \t]*\n+/).filter((b) => b.replace(MARKS, '').trim() !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n').filter((l) => l.replace(MARKS, '').trim() !== '');
      const button = lines.length === 1 ? buttonOf(lines[0]!) : undefined;
      if (button) {
        const href = escapeHtml(button.href);
        return `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0a58ca;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(button.label)}</a></p>\n<p dir="ltr" style="${MUTED}">${href}</p>`;
      }
      const items = lines.filter((l) => /^\s*- /.test(l.replace(MARKS, '')));
      if (items.length === lines.length) {
        const list = items.map(
          (l) =>
            `<li style="margin-bottom:8px;">${htmlLine(l.replace(/^(\s*\uE000?\s*)- /, '$1'))}</li>`,
        );
        return `<ul>\n${list.join('\n')}\n</ul>`;
      }
      return `<p>${lines.map(htmlLine).join('<br>\n')}</p>`;
    })
    .join('\n');
}

/** The body as the plain-text part: button lines become "Label: address". */
function bodyText(body: string): string {
  return body
    .split('\n')
    .map((line) => {
      const button = buttonOf(line);
      return button ? `${button.label}: ${button.href}` : line.replace(MARKS, '');
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One layout per direction: the language and direction on the document and the body. */
function layout(lang: Language, subject: string, content: string): string {
  const dir = directionOf(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Tahoma,Arial,sans-serif;line-height:1.6;direction:${dir};text-align:${align};">
${content}
</body>
</html>
`;
}

/**
 * A template rendered with `values` in `lang`: the subject on one line, the plain-text part,
 * and the HTML part in the layout of the language's direction. Every value (and the template's
 * own text) is HTML-escaped in the HTML part; direction controls inside values are dropped.
 */
export function renderTemplate(
  text: TemplateText,
  lang: Language,
  values: Record<string, unknown>,
): RenderedMail {
  const subject = engine
    .parseAndRenderSync(text.subject, values)
    .replace(MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
  const body = engine.parseAndRenderSync(text.body, values).replace(/\r\n?/g, '\n');
  return {
    subject,
    text: `${bodyText(body)}\n`,
    html: layout(lang, subject, bodyHtml(body)),
  };
}
