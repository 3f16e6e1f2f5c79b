// Mail template renders: each shipped template with its sample values and with the longest
// values a user can give, digests of growing size, and costly templates an admin could save,
// each against the budget it renders under.
// Usage: npm run build && node bench/mail-render.mjs [runs]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine } from './lib/machine.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file) => pathToFileURL(join(root, 'apps/api/dist/jobs/mail', file)).href;
const { TEMPLATE_CATALOG, sampleValues } = await import(dist('catalog.js'));
const { RENDER_BUDGET, isOverBudget, mailBudget, renderTemplate } = await import(dist('render.js'));
const runs = Number(process.argv[2] ?? 21);

/** Median and slowest of `runs` calls, in ms, and how many ran over their budget. */
function time(fn, n = runs) {
  const times = [];
  let over = 0;
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    try {
      fn();
    } catch (error) {
      if (!isOverBudget(error)) throw error;
      over += 1;
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[n >> 1], max: times[n - 1], over };
}
const ms = ({ median, max, over }) =>
  `${median.toFixed(2)} ms (max ${max.toFixed(2)})${over ? `, ${over} over budget` : ''}`;

// Application titles and announcement titles: 200 characters; announcement messages: 2,000.
const longest = (lang, n) =>
  (lang === 'ar' ? 'تجديد رخصة تجارية https://x.example ' : 'Licence renewal https://x.example ')
    .repeat(n)
    .slice(0, n);
const item = (lang, i) => ({
  title: longest(lang, 200),
  message: longest(lang, 2_000),
  link: `https://mutabaa.example/transactions/${i}`,
});
function longestValues(key, lang) {
  const values = sampleValues(key, lang);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (name === 'items') return [name, Array.from({ length: 100 }, (_, i) => item(lang, i))];
      if (typeof value !== 'string' || name === 'link' || name.endsWith('_link'))
        return [name, value];
      return [name, longest(lang, name === 'message' ? 2_000 : 200)];
    }),
  );
}

console.log(machine());
console.log(`preview budget: ${JSON.stringify(RENDER_BUDGET)}\n`);
// Warm up, as a running server is (a first render may pass the preview budget: see
// mailBudget).
for (let i = 0; i < 20; i += 1) {
  for (const d of TEMPLATE_CATALOG) {
    const values = sampleValues(d.key, 'en');
    time(() => renderTemplate(d.defaults.en, 'en', values, mailBudget(values)), 1);
  }
}
let slowest = { median: 0 };
for (const definition of TEMPLATE_CATALOG) {
  for (const lang of ['ar', 'en']) {
    const sample = sampleValues(definition.key, lang);
    const long = longestValues(definition.key, lang);
    const text = definition.defaults[lang];
    const a = time(() => renderTemplate(text, lang, sample));
    const b = time(() => renderTemplate(text, lang, long, mailBudget(long)));
    if (b.median > slowest.median) slowest = { ...b, name: `${definition.key} ${lang}` };
    console.log(`${definition.key} ${lang}: sample ${ms(a)}, longest values ${ms(b)}`);
  }
}
console.log(`slowest with the longest values: ${slowest.name}, ${ms(slowest)}\n`);

const digest = TEMPLATE_CATALOG.find((d) => d.key === 'digest_weekly').defaults.ar;
for (const count of [100, 1_000, 5_000]) {
  const items = Array.from({ length: count }, (_, i) => item('ar', i));
  const values = { name: 'سارة', count, link: 'https://mutabaa.example/notifications', items };
  const budget = mailBudget(values);
  const result = time(() => renderTemplate(digest, 'ar', values, budget), 5);
  console.log(`digest of ${count} longest items: ${ms(result)} (Liquid budget ${budget.ms} ms)`);
}

const COSTLY = {
  'four nested loops over (1..70)':
    '{% assign r = (1..70) %}{% for i in r %}{% for j in r %}{% for k in r %}{% for l in r %}{{ name }}{% endfor %}{% endfor %}{% endfor %}{% endfor %}',
  'a loop over (1..100000)': '{% for i in (1..100000) %}{{ i }}{% endfor %}',
  'append doubling a string':
    '{% assign s = "xxxxxxxxxx" %}{% for i in (1..30) %}{% assign s = s | append: s %}{% endfor %}{{ s }}',
  'capture in a loop':
    '{% capture c %}{% for i in (1..100000) %}{{ name }}{% endfor %}{% endcapture %}{{ c }}',
  'where over a range': '{% assign a = (1..500000) %}{{ a | where: "x", 1 | size }}',
  'a long text repeated': `{% assign r = (1..300) %}{% for i in r %}{% for j in r %}${'y'.repeat(60_000)}{% endfor %}{% endfor %}`,
};
console.log('');
for (const [name, body] of Object.entries(COSTLY)) {
  const values = sampleValues('notification_comment', 'en');
  const result = time(() => renderTemplate({ subject: '', body }, 'en', values), 5);
  console.log(
    `${name}: ${result.over === 5 ? 'refused' : 'NOT ALWAYS REFUSED'} after ${ms(result)}`,
  );
}
