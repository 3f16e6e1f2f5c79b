import './file-drop-zone.css';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { DEFAULT_LANGUAGE } from '@mutabaa/shared';
import { formatFileSize } from '../../lib/file-size';
import { isLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { CloseIcon, UploadIcon } from './icons';

type FileDropZoneProps = {
  /** The field's visible label. */
  label: string;
  /** The accepted types and the size limit, in words. */
  hint: string;
  /** What the chooser offers, as the input's `accept` attribute. */
  accept: string;
  /** The chosen files: the caller keeps them, checks them and uploads them. */
  files: readonly File[];
  /** Called with the new list when files are chosen, dropped or removed. */
  onFilesChange: (files: File[]) => void;
  multiple?: boolean;
  /** A localised refusal of the chosen file(s), shown under the zone and announced. */
  error?: string | null;
  disabled?: boolean;
  /** The hidden input's name (a form posts it; tests attach files to it). */
  name?: string;
  /** The hidden input's test id; the zone's is `${testId}-zone`, its parts' likewise. */
  testId?: string;
  /** The error's test id, when the screen's tests already name it. */
  errorTestId?: string;
};

/**
 * A file input with the app's own texts: a button that opens the chooser, a zone that takes a
 * dropped file (with a visible drag-over state), the chosen files' names and sizes with a way
 * to remove each, the hint and the error. The native input stays in the page, visually hidden
 * and out of the tab order, so that no browser-supplied text ("Choose File", "No file chosen")
 * is shown or announced, and a test can still attach a file to it.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  files,
  onFilesChange,
  multiple = false,
  error,
  disabled = false,
  name,
  testId,
  errorTestId,
}: FileDropZoneProps) {
  const { t, language: current } = useTranslation();
  const language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // dragenter and dragleave fire for every child the pointer crosses: count them.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  // A file dropped beside the zone would make the browser open it in place of the screen.
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      // The zone has taken it already (it cancels the events it handles).
      if (event.defaultPrevented) return;
      if (!Array.from(event.dataTransfer?.types ?? []).includes('Files')) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  // Once the caller empties the list (after an upload), the same file can be chosen again.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files.length]);

  const take = (list: FileList | null | undefined) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    onFilesChange(multiple ? [...files, ...picked] : picked.slice(0, 1));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget.files);

  const carriesFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const onDragEnter = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    // Without this the browser would open the file in place of the page.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  };

  const remove = (index: number) => {
    onFilesChange(files.filter((_, i) => i !== index));
    if (input.current) input.current.value = '';
    // The removed file's button is gone: the focus goes back to the chooser.
    button.current?.focus();
  };

  const ids = {
    label: `${id}-label`,
    text: `${id}-text`,
    hint: `${id}-hint`,
    chosen: `${id}-chosen`,
    error: `${id}-error`,
  };
  // The hint, then what is chosen (names and sizes, without the remove buttons), then the error.
  const chosenIds = files.length === 0 ? [ids.chosen] : files.map((_, i) => `${ids.chosen}-${i}`);
  const describedBy = [ids.hint, ...chosenIds, error ? ids.error : ''].filter(Boolean).join(' ');
  const many = multiple ? 'Many' : '';
  const chooseText =
    files.length > 0 && !multiple ? t('fileDrop.chooseAnother') : t(`fileDrop.choose${many}`);
  const classes = [
    'file-drop-zone',
    dragging ? 'is-dragging' : '',
    error ? 'is-invalid' : '',
    disabled ? 'is-disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="file-drop">
      <label id={ids.label} htmlFor={`${id}-button`} className="form-label">
        {label}
      </label>
      <div
        className={classes}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid={testId ? `${testId}-zone` : undefined}
        data-dragging={dragging || undefined}
      >
        <UploadIcon className="file-drop-icon" />
        <p className="file-drop-prompt" data-testid={testId ? `${testId}-prompt` : undefined}>
          {dragging ? t(`fileDrop.dropNow${many}`) : t(`fileDrop.dragHere${many}`)}
        </p>
        <button
          ref={button}
          id={`${id}-button`}
          type="button"
          className="btn btn-outline-primary"
          aria-labelledby={`${ids.label} ${ids.text}`}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => input.current?.click()}
          data-testid={testId ? `${testId}-choose` : undefined}
        >
          <span id={ids.text}>{chooseText}</span>
        </button>
        <input
          ref={input}
          type="file"
          name={name}
          className="visually-hidden"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          // The button above is the control; the input only carries the chooser.
          tabIndex={-1}
          aria-hidden="true"
          onChange={onChange}
          data-testid={testId}
        />
      </div>
      <div id={ids.hint} className="form-text">
        {hint}
      </div>
      <div aria-live="polite" className="file-drop-chosen">
        {files.length === 0 ? (
          <p id={ids.chosen} className="mb-0 small text-body-secondary">
            {t(`fileDrop.none${many}`)}
          </p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t(`fileDrop.chosen${many}`)}>
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${index}`}
                className="file-drop-file"
                data-testid={testId ? `${testId}-chosen` : undefined}
              >
                <span id={`${ids.chosen}-${index}`}>
                  <bdi className="file-drop-name">{file.name}</bdi>{' '}
                  <span className="file-drop-size">{formatFileSize(file.size, language)}</span>
                </span>{' '}
                <button
                  type="button"
                  className="btn btn-sm btn-link file-drop-remove"
                  aria-label={t('fileDrop.removeNamed', { name: file.name })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  data-testid={testId ? `${testId}-remove` : undefined}
                >
                  <CloseIcon />
                  <span>{t('fileDrop.remove')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <div
          id={ids.error}
          className="invalid-feedback d-block"
          role="alert"
          data-testid={errorTestId ?? (testId ? `${testId}-error` : undefined)}
        >
          {error}
        </div>
      )}
    </div>
  );
}
