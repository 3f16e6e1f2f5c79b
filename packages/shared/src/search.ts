/*
 * Normalised search text, shared by the API (stored column and query term) so that a search
 * matches whatever spelling variant of Arabic letters, diacritics or case was typed.
 */
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const ALEF_MAKSURA = /\u0649/g; // ى
const TEH_MARBUTA = /\u0629/g; // ة
// Harakat, superscript alef, Quranic marks, and tatweel.
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;

/** أحمد, احمد and اَحْمَد all become احمد; Latin text is lower-cased; spaces collapse. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(ALEF_MAKSURA, '\u064A')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
