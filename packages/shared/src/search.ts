/*
 * Normalised search text, shared by the API (stored column and query term) so that a search
 * matches whatever spelling variant of Arabic letters, diacritics, digits or case was typed.
 * The folds are listed in docs/architecture.md#search; the database's copy of this function
 * (`mutabaa_search_normalize`, migrations 0018 and 0032) makes the same ones.
 */
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const ALEF_MAKSURA = /\u0649/g; // ى
const TEH_MARBUTA = /\u0629/g; // ة
// Harakat, superscript alef, Quranic marks, and tatweel.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Arabic-Indic ٠-٩ and Extended Arabic-Indic (Persian) ۰-۹.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * أحمد, احمد and اَحْمَد all become احمد; مدرسة is مدرسه; ٢٠٢٦ and ۲۰۲۶ are 2026; Latin text is
 * lower-cased; spaces collapse. No stemming: a word is found by any part of it, not by its root.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(ALEF_MAKSURA, '\u064A')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
