const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits as ASCII digits, and the direction
 * marks (which Arabic text pasted around a number often carries) removed; nothing else changes.
 */
export function asciiDigits(text: string): string {
  return text.replace(MARKS, '').replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));
}

/** `asciiDigits`, trimmed: a typed or pasted number (a phone, a spreadsheet cell) as ASCII. */
export function westernDigits(text: string): string {
  return asciiDigits(text).trim();
}
