/**
 * A name from the file (a file, sheet or column name) set in a translated sentence inside
 * Unicode's first-strong isolate, so an Arabic name does not reorder an English sentence
 * around it, nor a Latin one an Arabic sentence.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
