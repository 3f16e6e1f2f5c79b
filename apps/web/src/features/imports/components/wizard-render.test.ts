import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TImport } from '@mutabaa/shared';
import { i18n } from '../../../lib/i18n';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { CheckStep } from './check-step';
import { ImportStepper } from './import-stepper';
import { MappingTable } from './mapping-table';
import { ResultStep } from './result-step';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, element),
    ),
  );

/** The opening tags of the elements carrying `attribute`. */
const tagsWith = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`, 'g'))].map((m) => m[0]);

describe('the stepper', () => {
  it('marks the current step, and only it, in order', async () => {
    await i18n.changeLanguage('en');
    const html = render(createElement(ImportStepper, { current: 'check' }));
    const current = tagsWith(html, 'aria-current="step"');
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('data-step="check"');
    expect([...html.matchAll(/data-step="(\w+)"/g)].map((m) => m[1])).toEqual([
      'upload',
      'map',
      'check',
      'import',
    ]);
    // The two steps before it are announced as done.
    expect(html.match(/\(done\)/g)).toHaveLength(2);
  });
});

describe('the mapping table', () => {
  it('offers a field another column fills disabled, named with that column', async () => {
    await i18n.changeLanguage('en');
    const html = render(
      createElement(MappingTable, {
        columns: ['العنوان', 'Subject'],
        example: ['طلب تجديد', 'Renewal'],
        mapping: { العنوان: 'title', Subject: null },
        onChange: () => {},
      }),
    );
    const subjectSelect = html.slice(html.indexOf('data-column="Subject"'));
    expect(subjectSelect).toMatch(
      /<option value="title" disabled="">Title \(column \u2068العنوان\u2069\)<\/option>/,
    );
    // The column that fills it may still choose it.
    const titleSelect = html.slice(
      html.indexOf('data-column="العنوان"'),
      html.indexOf('data-column="Subject"'),
    );
    expect(titleSelect).toMatch(/<option value="title" selected="">Title<\/option>/);
    expect(html).toContain('aria-label="Field filled by column \u2068Subject\u2069"');
  });

  it('labels the fields in Arabic with the application form words', async () => {
    await i18n.changeLanguage('ar');
    const html = render(
      createElement(MappingTable, {
        columns: ['Email'],
        example: undefined,
        mapping: { Email: 'client_email' },
        onChange: () => {},
      }),
    );
    expect(html).toContain('البريد الإلكتروني للعميل');
    expect(html).toContain('تجاهل هذا العمود');
  });
});

const checked = (overrides: Partial<TImport>): TImport => ({
  id: 5,
  file_name: 'rows.csv',
  format: 'csv',
  status: 'checked',
  sheet: null,
  row_count: 3,
  progress: { done: 3, total: 3 },
  valid_rows: 3,
  error_rows: 0,
  created: 0,
  already_imported: null,
  failure: null,
  created_at: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  sheets: [],
  columns: ['Title'],
  sample_rows: [],
  suggested_mapping: {},
  mapping: { Title: 'title' },
  options: null,
  errors: [],
  error_count: 0,
  ...overrides,
});

const checkStep = (imp: TImport) =>
  render(
    createElement(CheckStep, {
      imp,
      problemsPage: 1,
      loadingPage: false,
      onProblemsPage: () => {},
      onBackToMapping: () => {},
      onNewFile: () => {},
    }),
  );

const commitButton = (html: string) => tagsWith(html, 'data-testid="import-commit"')[0] ?? '';

describe('the check step', () => {
  it('offers the import of every row when none has a problem', async () => {
    await i18n.changeLanguage('en');
    const html = checkStep(checked({}));
    expect(commitButton(html)).not.toContain('disabled');
    expect(html).toContain('Import 3 applications');
    expect(html).not.toContain('data-testid="import-problems"');
  });

  it('lists the problems and refuses the import, saying why, while a row has one', async () => {
    await i18n.changeLanguage('en');
    const html = checkStep(
      checked({
        valid_rows: 2,
        error_rows: 1,
        error_count: 1,
        errors: [
          { row: 3, column: 'Title', field: 'title', value: '', message: 'The title is required.' },
        ],
      }),
    );
    expect(commitButton(html)).toContain('disabled');
    expect(commitButton(html)).toContain('aria-describedby');
    expect(html).toContain('Nothing is imported while a row has a problem');
    expect(html).toContain('The title is required.');
    expect(html).toContain('data-testid="import-problems-xlsx"');
  });

  it('shows the progress of a running check as a progress bar', async () => {
    await i18n.changeLanguage('en');
    const html = checkStep(checked({ status: 'checking', progress: { done: 50, total: 200 } }));
    const bar = tagsWith(html, 'role="progressbar"');
    expect(bar).toHaveLength(1);
    expect(bar[0]).toContain('aria-valuenow="25"');
    expect(html).toContain('Rows: 50 of 200');
  });
});

describe('the result step', () => {
  const result = (imp: TImport) =>
    render(createElement(ResultStep, { imp, onStartOver: () => {} }));

  it('says how many applications were created and links to the list of them', async () => {
    await i18n.changeLanguage('en');
    const html = result(checked({ id: 41, status: 'completed', created: 1234 }));
    expect(html).toContain('1,234 applications created.');
    expect(html).toMatch(
      /<a [^>]*href="\/transactions\?import=41"[^>]*>Open the imported applications<\/a>/,
    );
  });

  it("says that nothing was written, in the server's words when it gave them", async () => {
    await i18n.changeLanguage('ar');
    const cancelled = result(checked({ status: 'cancelled', failure: null }));
    expect(cancelled).toContain('أُلغي الاستيراد.');
    expect(cancelled).toContain('لم يُكتب أي شيء');
    expect(cancelled).not.toContain('href="/transactions?import=');
    const failed = result(checked({ status: 'failed', failure: 'Server says why.' }));
    expect(failed).toContain('Server says why.');
    expect(failed).toContain('role="alert"');
  });
});
