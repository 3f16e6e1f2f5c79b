import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Bootstrap's two stylesheets, as the build names their sources (see bootstrap-subset.ts). */
const STYLESHEETS = {
  rtl: '/bootstrap.rtl.min.css',
  ltr: '/bootstrap.min.css',
} as const;

/** The id `lib/stylesheet.ts` gives the Bootstrap link, so that switching finds it. */
const LINK_ID = 'bootstrap-css';

function stylesheetHref(bundle: OutputBundle, direction: keyof typeof STYLESHEETS): string {
  const asset = Object.values(bundle).find(
    (item): item is OutputAsset =>
      item.type === 'asset' &&
      item.originalFileNames.some((name) => name.endsWith(STYLESHEETS[direction])),
  );
  if (!asset) throw new Error(`language-pages: ${STYLESHEETS[direction]} is not in the bundle`);
  return `/${asset.fileName}`;
}

/** The chunk of one language's public texts, which the page preloads beside the entry's scripts. */
function messagesHref(bundle: OutputBundle, language: 'ar' | 'en'): string {
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' &&
      !!item.facadeModuleId?.endsWith(`/locales/${language}.json?part=public`),
  );
  if (!chunk) throw new Error(`language-pages: the ${language} texts are not a chunk of their own`);
  return `/${chunk.fileName}`;
}

const ENGLISH_HEAD: [string, string][] = [
  ['<html lang="ar" dir="rtl">', '<html lang="en" dir="ltr">'],
  ['<title>نظام تتبع الطلبات</title>', '<title>Application Tracking System</title>'],
  [
    '<meta name="description" content="متابعة — نظام تتبع الطلبات" />',
    '<meta name="description" content="Mutabaa — application tracking system" />',
  ],
];

/**
 * Writes the page twice: index.html in Arabic (right to left) and index.en.html in English,
 * each naming its direction's Bootstrap stylesheet in its head. The server sends the one the
 * `language` cookie asks for, so the stylesheet is fetched with the scripts rather than after
 * them, and the page has its language and direction from the first byte.
 */
export function languagePages(): Plugin {
  return {
    name: 'mutabaa:language-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      const forLanguage = (language: 'ar' | 'en') =>
        html.replace(
          // First in the head's stylesheets, so the app's own rules come after it and win.
          /(\s*)(<link rel="stylesheet"|<\/head>)/,
          `$1<link rel="modulepreload" crossorigin href="${messagesHref(bundle, language)}">` +
            `$1<link rel="stylesheet" id="${LINK_ID}" href="${stylesheetHref(bundle, language === 'ar' ? 'rtl' : 'ltr')}">$1$2`,
        );
      page.source = forLanguage('ar');
      let english = forLanguage('en');
      for (const [arabic, translated] of ENGLISH_HEAD) {
        if (!english.includes(arabic)) throw new Error(`language-pages: ${arabic} not found`);
        english = english.replace(arabic, translated);
      }
      this.emitFile({ type: 'asset', fileName: 'index.en.html', source: english });
    },
  };
}
