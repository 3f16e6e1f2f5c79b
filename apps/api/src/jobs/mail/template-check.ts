import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import {
  isOverBudget,
  isOverTime,
  RENDER_BUDGET,
  renderTemplate,
  unknownVariables,
  type RenderedMail,
} from './render.js';

/**
 * renderTemplate, once more after other requests when it ran out of time: Liquid's clock is
 * the wall's, which a pause of the process (garbage collection, a busy machine) spends too.
 */
export async function renderInBudget(
  ...args: Parameters<typeof renderTemplate>
): Promise<RenderedMail> {
  try {
    return renderTemplate(...args);
  } catch (error) {
    if (!isOverTime(error)) throw error;
    await nextTurn();
    return renderTemplate(...args);
  }
}

/** Why a render failed, as a field error: its budget passed, or Liquid's own message. */
export function renderProblem(error: unknown): FieldErrors[string] {
  if (isOverBudget(error)) {
    return [{ key: 'template_too_costly', params: { ms: RENDER_BUDGET.ms } }];
  }
  const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return [{ key: 'template_syntax_error', params: { reason } }];
}

/** What a template offers: its variables' names and the sample values a check renders with. */
export type TemplateOffer = { names: readonly string[]; sample: Record<string, unknown> };

/**
 * A reason a text cannot be saved: its syntax, a variable the template does not offer, or
 * (with `render`) its render with the sample data, within the render budget.
 */
async function problemOf(
  offer: TemplateOffer,
  source: string,
  render: boolean,
): Promise<FieldErrors[string] | undefined> {
  try {
    const unknown = unknownVariables(source, offer.names);
    if (unknown.length > 0) {
      return [
        {
          key: 'template_unknown_variable',
          params: { name: unknown[0]!, list: offer.names.join(', ') },
        },
      ];
    }
    if (!render) return undefined;
    // Reading a long text and rendering it each take up to tens of milliseconds: other
    // requests go first in between.
    await nextTurn();
    await renderInBudget({ subject: '', body: source }, 'en', offer.sample);
    return undefined;
  } catch (error) {
    return renderProblem(error);
  }
}

/**
 * 422 naming each field whose text cannot be saved (or, with `render`, rendered): the check of
 * every template an admin edits, e-mails and documents alike.
 */
export async function validateTemplateTexts(
  offer: TemplateOffer,
  texts: Partial<Record<string, string>>,
  render = true,
): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, source] of Object.entries(texts)) {
    if (source === undefined) continue;
    await nextTurn();
    const problem = await problemOf(offer, source, render);
    if (problem) errors[field] = problem;
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, 'validation_error', { fieldErrors: errors });
  }
}
