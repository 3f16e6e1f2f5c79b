import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from './use-translation';
import { errorText, fieldErrorsOf } from './errors';
import { insertAt, variableToken } from './insert-variable';
import {
  changedFields,
  controlIdOf,
  settledDraft,
  textOf,
  type Draft,
  type SavedTexts,
} from './text-draft';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** A refused save's message under each text it names. */
export type TextErrors<F extends string> = Partial<Record<F, string>>;

/** Where an editor says how a save went (a screen's feedback). */
export type SaveReport = {
  clear: () => void;
  success: (text: string) => void;
  failure: (text: string) => void;
};

/**
 * A template editor's state: the unsaved texts, the refusals under each field, and the field a
 * variable goes into (the last one focused, `first` at first). `fields` are in the order the
 * editor shows them.
 */
export function useTextsEditor<F extends string>(
  saved: NoInfer<SavedTexts<F>>,
  fields: readonly F[],
  first: NoInfer<F>,
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft<F>>({});
  const [errors, setErrors] = useState<TextErrors<F>>({});
  const [target, setTarget] = useState<F>(first);
  const controls = useRef(new Map<F, TextControl>());
  const changes = changedFields(saved, draft, fields);

  const change = useCallback((field: F, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** The props that bind a one-line input or a textarea to the draft. */
  const bind = (field: F) => ({
    ref: (node: TextControl | null) => {
      if (node) controls.current.set(field, node);
      else controls.current.delete(field);
    },
    value: textOf(saved, draft, field),
    onChange: (event: ChangeEvent<TextControl>) => change(field, event.target.value),
    onFocus: () => setTarget(field),
  });

  /** Puts `{{ name }}` where the caret was in the target field, and the caret after it. */
  const insert = (name: string) => {
    const node = controls.current.get(target);
    const next = insertAt(
      textOf(saved, draft, target),
      node?.selectionStart ?? null,
      node?.selectionEnd ?? null,
      variableToken(name),
    );
    // The new text is in the field before the caret is placed in it.
    flushSync(() => change(target, next.value));
    node?.focus();
    node?.setSelectionRange(next.caret, next.caret);
  };

  /**
   * Shows a refused save's messages under their fields, and takes the user to the first: focus
   * in the field, its message in view (it is below the field, where the save bar may cover it).
   */
  const refuse = (found: TextErrors<F>) => {
    flushSync(() => setErrors(found));
    const firstRefused = fields.find((field) => found[field]);
    if (!firstRefused) return;
    controls.current.get(firstRefused)?.focus({ preventScroll: true });
    document
      .getElementById(`${controlIdOf(firstRefused)}-error`)
      ?.scrollIntoView({ block: 'center' });
  };

  /**
   * Sends the changed texts through `send` and reports the answer: the server's message, or
   * its refusals under their fields with a general word above, or why it failed.
   */
  const save = async (
    send: (changes: Draft<F>) => Promise<SavedTexts<F> & { detail: string }>,
    report: SaveReport,
  ) => {
    report.clear();
    try {
      const answer = await send(changes);
      setDraft((current) => settledDraft(current, answer, fields));
      report.success(answer.detail);
    } catch (error) {
      const refused = fieldErrorsOf(error, fields);
      if (Object.keys(refused).length === 0) return report.failure(errorText(t, error));
      report.failure(t('templateEditor.saveRefused'));
      refuse(refused);
    }
  };

  return {
    draft,
    changes,
    dirty: Object.keys(changes).length > 0,
    errors,
    save,
    target,
    bind,
    insert,
    /** Drops every edit and refusal (discard, restore, reset). */
    discard: () => {
      setDraft({});
      setErrors({});
    },
  };
}

export type TextsEditor<F extends string> = ReturnType<typeof useTextsEditor<F>>;

/** The part of an editor's state that one language's fields use. */
export type TextsBinding<F extends string> = Pick<TextsEditor<F>, 'bind' | 'errors'>;
