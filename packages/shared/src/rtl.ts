const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** True for languages written right to left. */
export function isRTLLanguage(language: string | null | undefined): boolean {
  if (!language) return false;
  return RTL_LANGUAGES.has(language.slice(0, 2).toLowerCase());
}

export function directionOf(language: string | null | undefined): 'rtl' | 'ltr' {
  return isRTLLanguage(language) ? 'rtl' : 'ltr';
}

// Embeddings, overrides and isolates: a value a person typed never brings its own.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A value a person typed (a title, a name), isolated from the sentence around it with U+2068
 * FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: "Emma Clarke" inside Arabic text, or
 * an Arabic title inside English text, keeps its own direction and leaves the sentence's order
 * alone. Direction controls inside the value are dropped first.
 */
export function isolate(value: string): string {
  return `\u2068${value.replace(DIRECTION_CONTROLS, '')}\u2069`;
}

/**
 * Text without direction marks and controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069):
 * what a person meant, read back from a file this app wrote with isolates.
 */
export function withoutDirectionMarks(text: string): string {
  return text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}
