import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { PdfPreview } from './pdf-preview';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

let host: HTMLElement;
let answers: Response[];
let sent: { url: string; body: unknown }[];
let made: string[];
let revoked: string[];

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  answers = [];
  sent = [];
  made = [];
  revoked = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answers.shift()!;
  });
  URL.createObjectURL = () => {
    made.push(`blob:test/${made.length + 1}`);
    return made.at(-1)!;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterEach(() => {
  act(() => render(null, host));
  host.remove();
  vi.restoreAllMocks();
});

const pdf = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
const refused = (errors: Record<string, string[]>) =>
  new Response(JSON.stringify({ detail: 'Some fields are invalid.', errors }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  });

const $ = (testId: string) => host.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

function show() {
  const texts = (language: string) => ({
    title: `title ${language}`,
    body: `body ${language}`,
    footer: `footer ${language}`,
  });
  act(() =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PdfPreview templateId={7} textsOf={texts} />
      </QueryClientProvider>,
      host,
    ),
  );
}

async function click(testId: string) {
  await act(async () => {
    $(testId)!.click();
  });
  // The answer is read, then the page shows it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('the PDF preview of a document template', () => {
  it('posts one language’s texts and shows the PDF with a link to download it', async () => {
    show();
    answers.push(pdf());
    await click('template-preview-ar');
    expect(sent).toEqual([
      {
        url: '/api/document-templates/7/preview/',
        body: { language: 'ar', title: 'title ar', body: 'body ar', footer: 'footer ar' },
      },
    ]);
    expect($('template-preview-frame')?.getAttribute('src')).toBe('blob:test/1');
    expect($('template-preview-frame')?.getAttribute('title')).toBe('Arabic PDF');
    const link = $('template-preview-download');
    expect(link?.getAttribute('href')).toBe('blob:test/1');
    expect(link?.getAttribute('download')).toBe('document-preview-ar.pdf');
  });

  it('lets the last PDF go when the next replaces it and when it closes', async () => {
    show();
    answers.push(pdf(), pdf());
    await click('template-preview-ar');
    await click('template-preview-en');
    expect($('template-preview-frame')?.getAttribute('src')).toBe('blob:test/2');
    expect(revoked).toEqual(['blob:test/1']);
    act(() => render(null, host));
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('says which text could not be rendered, and shows no PDF', async () => {
    show();
    answers.push(pdf(), refused({ body: ['The template cannot be read: tag "bogus" not found'] }));
    await click('template-preview-en');
    await click('template-preview-en');
    expect($('template-preview-error')?.textContent).toBe(
      'The English PDF cannot be made. The template cannot be read: tag "bogus" not found',
    );
    expect($('template-preview-frame')).toBeNull();
    expect(revoked).toEqual(['blob:test/1']);
  });
});
