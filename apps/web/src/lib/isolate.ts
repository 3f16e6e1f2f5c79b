/**
 * A value a person typed (a name, title, reference, file or column name) set in a translated
 * sentence inside Unicode's first-strong isolate (U+2068 … U+2069), so an Arabic value does not
 * reorder an English sentence around it, nor a Latin value an Arabic sentence. Use it only where
 * the value becomes part of a plain string (i18next interpolation, `<option>`);
 * in markup, wrap the value in `<bdi>` or give its element `dir="auto"` instead. The API's
 * notification texts use the same function.
 */
export { isolate } from '@mutabaa/shared';
