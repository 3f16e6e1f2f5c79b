import { describe, expect, it } from 'vitest';
import { definitionOf, sampleValues, TEMPLATE_CATALOG } from './catalog.js';
import { escapeHtml, isOverBudget, mailBudget, renderTemplate } from './render.js';

const EVIL = 'https://evil.example/login';
// What a client can type as an application's title: an address in quotes, followed by a
// left-to-right mark, in Arabic and in English.
const HOSTILE = {
  ar: `تحقق من حسابك على "${EVIL}"\u200E الآن www.evil.example`,
  en: `verify your account at ${EVIL} or "${EVIL}"\u200E, www.evil.example`,
} as const;

/** Every link of an HTML part: its address. */
const hrefsOf = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);

/** The text a reader sees and copies: no tags, no break opportunities, entities read. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('values in a mail', () => {
  it('are never links in any shipped template, and are shown whole, in Arabic and English', () => {
    for (const definition of TEMPLATE_CATALOG) {
      for (const lang of ['ar', 'en'] as const) {
        const own = new Set<string>();
        const values = Object.fromEntries(
          definition.variables.map((v) => {
            const sample = v.sample[lang];
            if (v.name === 'link' || v.name.endsWith('_link')) own.add(String(sample));
            if (v.name === 'items') {
              const items = (sample as { link: string }[]).map((item) => {
                own.add(item.link);
                return { ...item, title: HOSTILE[lang], message: HOSTILE[lang] };
              });
              return [v.name, items];
            }
            if (typeof sample !== 'string' || own.has(sample)) return [v.name, sample];
            return [v.name, HOSTILE[lang]];
          }),
        );
        const mail = renderTemplate(definition.defaults[lang], lang, values);
        const where = `${definition.key} ${lang}`;
        const hrefs = hrefsOf(mail.html);
        expect(hrefs.length, where).toBeGreaterThan(0);
        for (const href of hrefs) expect(own, `${where}: ${href}`).toContain(href);
        // Nor an address a mail client could make a link of, in the body it shows.
        const body = mail.html.slice(mail.html.indexOf('<body'));
        expect(body, where).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example/);
        // Whole: the reader sees, and copies, the title as the client typed it.
        expect(visible(mail.html), where).toContain(HOSTILE[lang]);
        expect(mail.text, where).toContain(HOSTILE[lang]);
      }
    }
  });

  it('an address typed alone as a value stays text; only the app’s own are links', () => {
    const mail = renderTemplate(
      {
        subject: 's',
        body: '{{ title }}\n\n{{ message | raw }}\n\n{{ link }}\n\n[Open]({{ link }})',
      },
      'en',
      { title: EVIL, message: EVIL, link: 'https://mutabaa.example/transactions/7' },
    );
    expect(hrefsOf(mail.html)).toEqual([
      'https://mutabaa.example/transactions/7',
      'https://mutabaa.example/transactions/7',
    ]);
    // A value cannot be the address of a button either.
    const button = renderTemplate({ subject: 's', body: '[Open]({{ title }})' }, 'en', {
      title: EVIL,
    });
    expect(hrefsOf(button.html)).toEqual([]);
    expect(button.text).toContain(`[Open](${EVIL})`);
  });

  it('a template’s own address ends before a quote or a direction mark', () => {
    const mail = renderTemplate(
      {
        subject: 's',
        body: 'افتح https://mutabaa.example/help\u200Eصفحة المساعدة، أو "https://mutabaa.example/faq". وأيضًا https://mutabaa.example/a\u2067b',
      },
      'ar',
      {},
    );
    expect(hrefsOf(mail.html)).toEqual([
      'https://mutabaa.example/help',
      'https://mutabaa.example/faq',
      'https://mutabaa.example/a',
    ]);
    expect(mail.html).toContain(`<a href="https://mutabaa.example/help" dir="ltr">`);
    expect(mail.html).toContain(escapeHtml('"'));
  });
});

describe('the render budget of a mail', () => {
  const digest = definitionOf('digest_weekly').defaults.ar;
  const longest = (n: number) => 'تجديد رخصة تجارية '.repeat(n).slice(0, n);

  it('grows with a digest’s items: 2,000 items of the longest texts are sent', () => {
    const items = Array.from({ length: 2_000 }, (_, i) => ({
      title: longest(200),
      message: longest(2_000),
      link: `https://mutabaa.example/transactions/${i}`,
    }));
    const values = { name: 'سارة', count: items.length, link: 'https://m.example/n', items };
    expect(() => renderTemplate(digest, 'ar', values)).toThrow();
    const mail = renderTemplate(digest, 'ar', values, mailBudget(values));
    expect(mail.html.match(/<li/g)).toHaveLength(2_000);
  });

  it('stops a costly template within tens of milliseconds, whatever its data', () => {
    const costly = [
      '{% assign r = (1..70) %}{% for i in r %}{% for j in r %}{% for k in r %}{{ name }}{% for l in r %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}',
      '{% for i in (1..10000000) %}{% endfor %}',
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..30) %}{% assign s = s | append: s %}{% endfor %}',
      '{% assign r = (1..300) %}{% for i in r %}{% for j in r %}' +
        'y'.repeat(60_000) +
        '{% endfor %}{% endfor %}',
    ];
    for (const body of costly) {
      const values = sampleValues('digest_weekly', 'en');
      const start = performance.now();
      let error: unknown;
      try {
        renderTemplate({ subject: '', body }, 'en', values, mailBudget(values));
      } catch (caught) {
        error = caught;
      }
      expect(isOverBudget(error), String(error)).toBe(true);
      // The budget is 50 ms here; Liquid checks it between tags, so a little more passes.
      expect(performance.now() - start, body.slice(0, 60)).toBeLessThan(250);
    }
  });
});
