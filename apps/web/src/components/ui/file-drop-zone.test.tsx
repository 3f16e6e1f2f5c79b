import { render } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { FileDropZone } from './file-drop-zone';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

let host: HTMLElement;
beforeEach(async () => {
  await i18n.changeLanguage('en');
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  render(null, host);
  host.remove();
});

/** What a screen does: keeps the files, and refuses those `check` names a problem for. */
function Screen({
  check = () => null,
  multiple,
  onChange,
}: {
  check?: (file: File) => string | null;
  multiple?: boolean;
  onChange?: (files: File[]) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <FileDropZone
      label="Add a file"
      hint="PDF or text, up to 1 kB."
      accept=".pdf,.txt"
      files={files}
      multiple={multiple}
      onFilesChange={(next) => {
        onChange?.(next);
        setFiles(next);
        setError(next[0] ? check(next[0]) : null);
      }}
      error={error}
      testId="file"
    />
  );
}

const $ = (testId: string) => host.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const $$ = (testId: string) => [...host.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
const input = () => $('file') as HTMLInputElement;
const chooseButton = () => $('file-choose') as HTMLButtonElement;
const zone = () => $('file-zone')!;
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The name a screen reader gives the element: its aria-labelledby texts, in order. */
const nameOf = (element: Element) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => text(document.getElementById(id)))
    .join(' ');
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => text(document.getElementById(id)))
    .join(' ');

const fileOf = (name: string, bytes: number, type = 'text/plain') =>
  new File([new Uint8Array(bytes)], name, { type });

async function choose(...files: File[]) {
  await act(() => {
    // What the browser does once the chooser closes.
    Object.defineProperty(input(), 'files', { value: files, configurable: true });
    input().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** A drag event as the browser sends it: its data carries the type "Files" and the files. */
async function drag(type: string, files: File[] = [], target: Element = zone()) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  await act(() => {
    target.dispatchEvent(event);
  });
  return { event, dataTransfer };
}

describe('the file drop zone', () => {
  it('shows its own texts, not the browser’s, and keeps the native input out of reach', async () => {
    await act(() => render(<Screen />, host));
    expect(text(host.querySelector('label'))).toBe('Add a file');
    expect(text(chooseButton())).toBe('Choose a file');
    expect(nameOf(chooseButton())).toBe('Add a file Choose a file');
    expect(descriptionOf(chooseButton())).toBe('PDF or text, up to 1 kB. No file chosen');
    expect(host.querySelector('label')?.getAttribute('for')).toBe(chooseButton().id);
    // The input carries the chooser only: hidden from sight, the tab order and screen readers.
    expect(input().type).toBe('file');
    expect(input().className).toContain('visually-hidden');
    expect(input().tabIndex).toBe(-1);
    expect(input().getAttribute('aria-hidden')).toBe('true');
    expect(input().accept).toBe('.pdf,.txt');
  });

  it('takes a chosen file and shows its name and size', async () => {
    const changes: File[][] = [];
    await act(() => render(<Screen onChange={(files) => changes.push(files)} />, host));
    await choose(fileOf('notes.txt', 1536));
    expect(changes.map((files) => files.map((f) => f.name))).toEqual([['notes.txt']]);
    expect($$('file-chosen').map(text)).toEqual(['notes.txt 1.5 kB Remove']);
    expect(text(chooseButton())).toBe('Choose another file');
    expect(descriptionOf(chooseButton())).toContain('notes.txt 1.5 kB');
    expect($('file-error')).toBeNull();
  });

  it('names the file and its size in Arabic, in the reader’s digits', async () => {
    await i18n.changeLanguage('ar');
    await act(() => render(<Screen />, host));
    expect(text(chooseButton())).toBe('اختر ملفًا');
    expect(text($('file-prompt'))).toBe('اسحب ملفًا وأفلته هنا');
    await choose(fileOf('تقرير.pdf', 1536, 'application/pdf'));
    const size = new Intl.NumberFormat('ar', {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }).format(1.5);
    expect($$('file-chosen').map(text)).toEqual([`تقرير.pdf ${size} إزالة`]);
    expect($('file-remove')?.getAttribute('aria-label')).toBe('إزالة تقرير.pdf');
  });

  it('shows the drag-over state while a file is held over it, and takes the dropped file', async () => {
    const changes: File[][] = [];
    await act(() => render(<Screen onChange={(files) => changes.push(files)} />, host));
    const enter = await drag('dragenter');
    expect(enter.event.defaultPrevented).toBe(true);
    expect(zone().classList.contains('is-dragging')).toBe(true);
    expect(text($('file-prompt'))).toBe('Release to add the file');
    // Crossing a child inside the zone leaves the state on.
    await drag('dragenter', [], $('file-prompt')!);
    await drag('dragleave', [], $('file-prompt')!);
    expect(zone().classList.contains('is-dragging')).toBe(true);
    const over = await drag('dragover');
    expect(over.event.defaultPrevented).toBe(true);
    expect(over.dataTransfer.dropEffect).toBe('copy');

    const drop = await drag('drop', [fileOf('scan.pdf', 2048, 'application/pdf')]);
    expect(drop.event.defaultPrevented).toBe(true);
    expect(zone().classList.contains('is-dragging')).toBe(false);
    expect(text($('file-prompt'))).toBe('Drag a file here');
    expect(changes.map((files) => files.map((f) => f.name))).toEqual([['scan.pdf']]);
    expect($$('file-chosen').map(text)).toEqual(['scan.pdf 2 kB Remove']);
  });

  it('leaves the drag-over state when the file is taken away', async () => {
    await act(() => render(<Screen />, host));
    await drag('dragenter');
    await drag('dragleave');
    expect(zone().classList.contains('is-dragging')).toBe(false);
  });

  it('keeps one file when several are dropped on a single-file zone; all on a multiple one', async () => {
    await act(() => render(<Screen />, host));
    await drag('drop', [fileOf('a.txt', 1), fileOf('b.txt', 2)]);
    expect($$('file-chosen').map(text)).toEqual(['a.txt 1 byte Remove']);
    await act(() => render(null, host));
    await act(() => render(<Screen multiple />, host));
    expect(text(chooseButton())).toBe('Choose files');
    expect(input().multiple).toBe(true);
    await drag('drop', [fileOf('a.txt', 1), fileOf('b.txt', 2)]);
    await choose(fileOf('c.txt', 3));
    expect($$('file-chosen').map(text)).toEqual([
      'a.txt 1 byte Remove',
      'b.txt 2 bytes Remove',
      'c.txt 3 bytes Remove',
    ]);
  });

  it('ignores a drag that carries no file (a dragged link or text)', async () => {
    await act(() => render(<Screen />, host));
    const event = new Event('dragenter', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['text/plain'], files: [] } });
    await act(() => {
      zone().dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(zone().classList.contains('is-dragging')).toBe(false);
  });

  it('removes a chosen file and gives the focus back to the chooser button', async () => {
    const changes: File[][] = [];
    await act(() => render(<Screen multiple onChange={(files) => changes.push(files)} />, host));
    await choose(fileOf('one.txt', 10), fileOf('two.txt', 20));
    const removes = $$('file-remove');
    expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove one.txt',
      'Remove two.txt',
    ]);
    removes[0]!.focus();
    await act(() => removes[0]!.click());
    expect($$('file-chosen').map(text)).toEqual(['two.txt 20 bytes Remove']);
    expect(document.activeElement).toBe(chooseButton());
    await act(() => $('file-remove')!.click());
    expect($$('file-chosen')).toEqual([]);
    expect(text($('file-zone')?.parentElement?.querySelector('[aria-live]') ?? null)).toBe(
      'No files chosen',
    );
    expect(changes.at(-1)).toEqual([]);
    // The input is emptied, so choosing the same file again is a change.
    expect(input().value).toBe('');
  });

  it('shows a refusal of a file too big, linked to the button and announced', async () => {
    const check = (file: File) => (file.size > 1024 ? 'The file is too large.' : null);
    await act(() => render(<Screen check={check} />, host));
    await choose(fileOf('big.txt', 1025));
    const error = $('file-error')!;
    expect(text(error)).toBe('The file is too large.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(chooseButton().getAttribute('aria-describedby')).toContain(error.id);
    expect(zone().classList.contains('is-invalid')).toBe(true);
    // The file stays listed (name and size), so the reader sees which one was refused.
    expect($$('file-chosen').map(text)).toEqual(['big.txt 1 kB Remove']);
    await choose(fileOf('small.txt', 1024));
    expect($('file-error')).toBeNull();
    expect(zone().classList.contains('is-invalid')).toBe(false);
  });

  it('shows a refusal of a wrong type, and drops it with the file', async () => {
    const check = (file: File) => (file.name.endsWith('.exe') ? 'This type is not allowed.' : null);
    await act(() => render(<Screen check={check} />, host));
    await drag('drop', [fileOf('tool.exe', 5, 'application/octet-stream')]);
    expect(text($('file-error'))).toBe('This type is not allowed.');
    await act(() => $('file-remove')!.click());
    expect($('file-error')).toBeNull();
  });

  it('opens the chooser from its button, the one tab stop, as Enter and Space do', async () => {
    await act(() => render(<Screen />, host));
    const opened = vi.spyOn(input(), 'click').mockImplementation(() => {});
    const button = chooseButton();
    // A real button: Enter and Space activate it (a click) in every browser.
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.tabIndex).toBe(0);
    const focusable = [...host.querySelectorAll<HTMLElement>('button, input, [tabindex]')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(focusable).toEqual([button]);
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(() => button.click());
    expect(opened).toHaveBeenCalledTimes(1);
    // The label activates the button too (a click on it opens the chooser).
    await act(() => host.querySelector('label')!.click());
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('takes nothing while disabled', async () => {
    const changes: File[][] = [];
    await act(() =>
      render(
        <FileDropZone
          label="File"
          hint="Any"
          accept="*"
          files={[]}
          onFilesChange={(files) => changes.push(files)}
          disabled
          testId="file"
        />,
        host,
      ),
    );
    expect(chooseButton().disabled).toBe(true);
    await drag('dragenter');
    expect(zone().classList.contains('is-dragging')).toBe(false);
    await drag('drop', [fileOf('a.txt', 1)]);
    expect(changes).toEqual([]);
  });
});
