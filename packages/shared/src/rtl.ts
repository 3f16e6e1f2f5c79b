const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** True for languages written right to left. */
export function isRTLLanguage(language: string | null | undefined): boolean {
  if (!language) return false;
  return RTL_LANGUAGES.has(language.slice(0, 2).toLowerCase());
}

export function directionOf(language: string | null | undefined): 'rtl' | 'ltr' {
  return isRTLLanguage(language) ? 'rtl' : 'ltr';
}
