/** How a variable is written in a template (Liquid). */
export const variableToken = (name: string) => `{{ ${name} }}`;

/**
 * `value` with `token` in place of the selection from `start` to `end` (or at the caret when
 * they are equal), and where the caret goes: just after the token. Positions out of range,
 * or unknown (null), put the token at the end.
 */
export function insertAt(
  value: string,
  start: number | null,
  end: number | null,
  token: string,
): { value: string; caret: number } {
  const clamp = (n: number | null) => (n === null || n < 0 || n > value.length ? value.length : n);
  const a = clamp(start);
  const b = end === null ? a : clamp(end);
  const [from, to] = a <= b ? [a, b] : [b, a];
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}
