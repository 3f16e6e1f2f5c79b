/**
 * One `Intl` formatter per key for the life of the process (or page): building one costs far
 * more than using it, and the app formats the same few styles over and over.
 */
const formatters = new Map<string, object>();

export function reusedFormatter<T extends object>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}
