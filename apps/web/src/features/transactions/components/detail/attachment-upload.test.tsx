import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@mutabaa/shared';
import { i18n } from '../../../../lib/i18n';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { AttachmentUpload } from './attachment-upload';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

let host: HTMLElement;
let sent: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  sent = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
});
afterEach(() => {
  render(null, host);
  host.remove();
  sent.mockRestore();
});

const $ = (testId: string) => host.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function choose(file: File) {
  const input = $('attachment-file') as HTMLInputElement;
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function drop(file: File) {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files: [file] } });
  await act(() => {
    $('attachment-file-zone')!.dispatchEvent(event);
  });
}

/** A file of `size` bytes without allocating them. */
const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('an application’s attachment drop zone', () => {
  it('refuses a file over the shared limit when it is chosen, in the reader’s language', async () => {
    await act(() =>
      render(<AttachmentUpload applicationId={1} onUploaded={async () => {}} />, host),
    );
    await choose(sized('huge.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES + 1));
    expect(text($('attachment-error'))).toBe(
      'The file is too large. The largest allowed is 10 MB.',
    );
    await act(() => $('attachment-submit')!.click());
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a dropped file of a type the server would refuse, before sending it', async () => {
    await i18n.changeLanguage('ar');
    await act(() =>
      render(<AttachmentUpload applicationId={1} onUploaded={async () => {}} />, host),
    );
    await drop(sized('tool.exe', 'application/octet-stream', 10));
    expect(text($('attachment-error'))).toBe(ar.detail.attachments.badType);
    await act(() => $('attachment-submit')!.click());
    expect(sent).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });

  it('accepts a file within the limits and sends it on submit', async () => {
    await act(() =>
      render(<AttachmentUpload applicationId={1} onUploaded={async () => {}} />, host),
    );
    await choose(sized('receipt.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES));
    expect($('attachment-error')).toBeNull();
    await act(() => $('attachment-submit')!.click());
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });
});
