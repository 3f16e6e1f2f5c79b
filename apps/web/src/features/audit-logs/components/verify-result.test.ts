import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TAuditVerifyResult } from '@mutabaa/shared';
import { i18n } from '../../../lib/i18n';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { VerifyResult } from './verify-result';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const render = (result: TAuditVerifyResult) =>
  renderToStaticMarkup(
    createElement(VerifyResult, { result, onShowEntry: () => {}, onDismiss: () => {} }),
  );

/** The "Show entry" button's text, or null when there is none. */
const showEntryButton = (html: string) =>
  /<button[^>]*data-testid="audit-verify-show-entry"[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ??
  null;

describe('the verify result', () => {
  it('offers the entry where the chain breaks, in the interface language', async () => {
    const broken = { ok: false, checked: 12, first_broken_id: 4711, detail: 'Entry 4711 …' };
    await i18n.changeLanguage('en');
    expect(showEntryButton(render(broken))).toBe('Show entry #4711');
    await i18n.changeLanguage('ar');
    expect(showEntryButton(render(broken))).toBe('عرض القيد 4711');
  });

  it('offers no entry when none is named: intact, or entries missing from the end', async () => {
    await i18n.changeLanguage('en');
    const intact = render({ ok: true, checked: 12, first_broken_id: null, detail: 'ok' });
    expect(intact).toContain('The audit log is intact.');
    expect(showEntryButton(intact)).toBeNull();
    const truncated = render({ ok: false, checked: 9, first_broken_id: null, detail: 'gone' });
    expect(truncated).toContain('The audit log has been altered.');
    expect(showEntryButton(truncated)).toBeNull();
  });
});
