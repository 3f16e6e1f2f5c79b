import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TEmailTemplate } from '@mutabaa/shared';
import type { FieldErrors } from '../utils/field-errors';
import { insertAt, variableToken } from '../utils/insert-variable';
import {
  changedFields,
  controlIdOf,
  settledDraft,
  TEXT_FIELDS,
  textOf,
  type Draft,
  type TextField,
} from '../utils/template-draft';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The editor's state: the unsaved texts, the refusals under each field, and the field a
 * variable goes into (the last one focused, the Arabic body at first).
 */
export function useTemplateEditor(template: TEmailTemplate) {
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [target, setTarget] = useState<TextField>('body_ar');
  const controls = useRef(new Map<TextField, TextControl>());
  const changes = changedFields(template, draft);

  const change = useCallback((field: TextField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** The props that bind a subject input or a body textarea to the draft. */
  const bind = (field: TextField) => ({
    ref: (node: TextControl | null) => {
      if (node) controls.current.set(field, node);
      else controls.current.delete(field);
    },
    value: textOf(template, draft, field),
    onChange: (event: ChangeEvent<TextControl>) => change(field, event.target.value),
    onFocus: () => setTarget(field),
  });

  /** Puts `{{ name }}` where the caret was in the target field, and the caret after it. */
  const insert = (name: string) => {
    const node = controls.current.get(target);
    const next = insertAt(
      textOf(template, draft, target),
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
  const refuse = (found: FieldErrors) => {
    flushSync(() => setErrors(found));
    const first = TEXT_FIELDS.find((field) => found[field]);
    if (!first) return;
    controls.current.get(first)?.focus({ preventScroll: true });
    document.getElementById(`${controlIdOf(first)}-error`)?.scrollIntoView({ block: 'center' });
  };

  return {
    draft,
    changes,
    dirty: Object.keys(changes).length > 0,
    errors,
    refuse,
    target,
    bind,
    insert,
    /** After a save: keeps only what was typed meanwhile. */
    settle: (saved: TEmailTemplate) => setDraft((current) => settledDraft(current, saved)),
    /** Drops every edit and refusal (discard, restore, reset). */
    discard: () => {
      setDraft({});
      setErrors({});
    },
  };
}

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;
