import { directionOf, isolate, type Language } from '@mutabaa/shared';
import { Drop, Liquid } from 'liquidjs';
import type { TemplateText } from './catalog.js';

export type RenderedMail = { subject: string; text: string; html: string };

// Values are marked while the template is rendered, so that only the template's own text can
// make a button line or a link; the marks never reach a mail. The app's own addresses (see
// AppLink) have marks of their own: the one kind of value a mail may link.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const LINK_OPEN = '\uE002';
const LINK_CLOSE = '\uE003';
const MARKS = /[\uE000-\uE003]/g;
// Embedding and override controls (not the plain RLM and LRM marks): inside a value they could
// reorder the text around it, e.g. make a link's address read backwards. Isolates cannot reach
// outside their pair, so a value keeps the pairs it holds (the app's, around the names and
// titles inside a notification's sentence) and loses any unpaired one.
const BIDI_CONTROLS = /[\u202A-\u202E]/g;
const ISOLATES = /[\u2066-\u2069]/;
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * An address the app made for the mail (`link`, `reset_link`, a digest item's `link`), as a
 * template reads it: output as it is, it may become a link; through a filter it is text.
 */
class AppLink extends Drop {
  constructor(readonly href: string) {
    super();
  }
  override valueOf(): string {
    return this.href;
  }
}

/** Variables holding the app's own addresses: named `link` or `…_link`, nothing a user types. */
const isLinkName = (name: string) => name === 'link' || name.endsWith('_link');

/** Variables that are the app's own sentences (they isolate the values inside them). */
const SENTENCES = new Set(['title', 'message']);

/**
 * The values as the body reads them: the app's addresses as links, and every other text
 * isolated from the template's sentence around it (a name, a title, a reference).
 */
function withLinks(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value === 'string' && isLinkName(name)) return [name, new AppLink(value)];
      if (typeof value === 'string' && value !== '' && !SENTENCES.has(name)) {
        return [name, isolate(value)];
      }
      // A digest's items: their own `link` is the app's too.
      if (Array.isArray(value)) {
        return [name, value.map((x) => (x && typeof x === 'object' ? withLinks(x) : x))];
      }
      return [name, value];
    }),
  );
}

/**
 * `text` with its isolates paired as FSI … PDI: LRI and RLI are read as FSI, and an initiator
 * without its PDI or a PDI without an initiator is dropped.
 */
function pairedIsolates(text: string): string {
  if (!ISOLATES.test(text)) return text;
  let out = '';
  const open: number[] = [];
  for (const ch of text.replace(/[\u2066\u2067]/g, FSI)) {
    if (ch === FSI) {
      open.push(out.length);
      out += ch;
    } else if (ch === PDI) {
      if (open.pop() !== undefined) out += ch;
    } else {
      out += ch;
    }
  }
  for (const at of open.reverse()) out = out.slice(0, at) + out.slice(at + 1);
  return out;
}

/** A value as it enters a mail: no unpaired direction controls, no marks of ours, and marked. */
function markValue(value: unknown): string {
  const link = value instanceof AppLink;
  const raw = String((link ? value.href : value) ?? '')
    .replace(BIDI_CONTROLS, '')
    .replace(MARKS, '');
  const text = link ? raw.replace(/[\u2066-\u2069]/g, '') : pairedIsolates(raw);
  return link ? `${LINK_OPEN}${text}${LINK_CLOSE}` : `${OPEN}${text}${CLOSE}`;
}

/**
 * What one render may take: Liquid's time; its memory (the characters and array items its
 * filters and ranges make, which also bounds what one filter call does between two checks of
 * the time: at most some 6 µs an item); the length of the text it makes.
 */
export type RenderBudget = { ms: number; memory: number; chars: number };

/**
 * A preview and the check of a save, with sample data or one application's. The shipped
 * templates take well under a millisecond with the longest values (a digest of 100 items
 * about 6 ms, see mailBudget): 20 ms leaves room for an admin's own text, and a preview
 * renders once, on the request's thread, so three at once delay other requests by less than
 * 100 ms.
 */
export const RENDER_BUDGET: RenderBudget = { ms: 20, memory: 5_000, chars: 200_000 };

/**
 * A mail as the worker sends it: its budget grows with its values, so that a template that
 * passed with the sample data also sends a digest of thousands of items (about 0.04 ms of
 * Liquid and at most some 2,500 characters each, five times that allowed) and the longest
 * texts through ten filters each. Its time starts at 50 ms: Liquid's clock is the wall's, and
 * a pause of the process (garbage collection, a busy machine; a first render took up to 27 ms
 * on two loaded cores) must not fail a mail whose template was checked on saving.
 */
export function mailBudget(values: Record<string, unknown>): RenderBudget {
  const items = Array.isArray(values.items) ? values.items.length : 0;
  return {
    ms: 50 + items * 0.2,
    memory: RENDER_BUDGET.memory + 10 * JSON.stringify(values).length,
    chars: RENDER_BUDGET.chars + items * 12_500,
  };
}

/** A render that passed its budget (see isOverBudget for Liquid's own). */
export class RenderBudgetError extends Error {
  constructor() {
    super('template output limit exceeded');
  }
}

// Liquid's limits, and the engine's strings or arrays grown past what V8 holds.
const LIQUID_LIMITS =
  /^(template render limit exceeded|memory alloc limit exceeded|Invalid string length|Invalid array length)/;

/** Whether a render failed for taking more than its budget (not for what its text says). */
export function isOverBudget(error: unknown): boolean {
  return (
    error instanceof RenderBudgetError ||
    (error instanceof Error && LIQUID_LIMITS.test(error.message))
  );
}

/** Whether a render ran out of time (the one limit a pause of the process can reach). */
export function isOverTime(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('template render limit exceeded');
}

/**
 * Liquid without any way out: no file system (include, render and layout find nothing), only
 * the built-in filters, a cap on the work and memory one template may take, every output
 * through `markValue` (the `raw` filter is replaced, so nothing skips it). Liquid checks its
 * time between tags and outputs; the memory cap bounds what one filter call can do between two
 * checks. Each render gets its own budget (see RenderBudget).
 */
const engine = new Liquid({
  templates: {},
  strictFilters: true,
  strictVariables: false,
  outputEscape: markValue,
  parseLimit: 100_000,
  renderLimit: RENDER_BUDGET.ms,
  memoryLimit: RENDER_BUDGET.memory,
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
const VALUE = /\uE000[^\uE001]*\uE001|\uE002[^\uE003]*\uE003/g;
// A web address ends at a space, a bracket, a quote or a direction mark (an LRM after it is
// the text's, not the address's), and not on a closing punctuation mark.
const URL =
  /https?:\/\/[^\s<>"'()\u200E\u200F\u202A-\u202E\u2066-\u2069]*[^\s<>"'().,;:!?\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const WHOLE_URL = new RegExp(`^(?:${URL.source})$`);

/**
 * A line of the template's own `[Label](https://…)` form: the brackets outside any value, the
 * address the template's text or the app's own addresses (a value a user typed never is).
 */
function buttonOf(line: string): { label: string; href: string } | undefined {
  const masked = line.replace(VALUE, (value) => 'x'.repeat(value.length));
  if (!BUTTON_SHAPE.test(masked.trim())) return undefined;
  if (line.slice(line.lastIndexOf('](')).includes(OPEN)) return undefined;
  const plain = BUTTON.exec(line.trim().replace(MARKS, ''));
  return plain ? { label: plain[1]!, href: plain[2]! } : undefined;
}

const link = (href: string) => `<a href="${escapeHtml(href)}" dir="ltr">${escapeHtml(href)}</a>`;

/** The template's own text: its web addresses are links. */
function templateHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL)) {
    out += escapeHtml(text.slice(last, match.index));
    out += link(match[0]);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * A value as text, whole and never a link. Mail clients make links of addresses they find in
 * the text (Gmail, Outlook, Apple Mail): an empty break opportunity after each `:`, `.` and
 * `@` inside a word splits an address for them, while the text reads and copies unchanged.
 */
function valueHtml(text: string): string {
  return escapeHtml(text)
    .replace(/([:.@])(?=[^\s<])/g, '$1<wbr>')
    .replace(/\u2068/g, '<bdi>')
    .replace(/\u2069/g, '</bdi>');
}

/** One line of the body: the template's text, the values in it, the app's own addresses. */
function htmlLine(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(VALUE)) {
    out += templateHtml(line.slice(last, match.index).replace(MARKS, ''));
    const text = match[0].slice(1, -1);
    out += match[0][0] === LINK_OPEN && WHOLE_URL.test(text) ? link(text) : valueHtml(text);
    last = match.index + match[0].length;
  }
  return out + templateHtml(line.slice(last).replace(MARKS, ''));
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
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="format-detection" content="telephone=no,date=no,address=no,email=no,url=no"><title>${escapeHtml(subject)}</title></head>
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
 * Subject and body share `budget`; past it, throws (see isOverBudget).
 */
export function renderTemplate(
  text: TemplateText,
  lang: Language,
  values: Record<string, unknown>,
  budget: RenderBudget = RENDER_BUDGET,
): RenderedMail {
  const deadline = performance.now() + budget.ms;
  const render = (source: string, scope: Record<string, unknown>): string => {
    const renderLimit = Math.max(0, deadline - performance.now());
    const out: string = engine.parseAndRenderSync(source, scope, {
      renderLimit,
      memoryLimit: budget.memory,
    });
    // Checked before anything reads the text: the length of a string built by repeating a
    // long one is known without building it, reading it would take seconds.
    if (out.length > budget.chars) throw new RenderBudgetError();
    return out;
  };
  const subject = render(text.subject, values).replace(MARKS, '').replace(/\s+/g, ' ').trim();
  const body = render(text.body, withLinks(values)).replace(/\r\n?/g, '\n');
  return {
    subject,
    text: `${bodyText(body)}\n`,
    html: layout(lang, subject, bodyHtml(body)),
  };
}
