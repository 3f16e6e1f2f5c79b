import * as shared from '@mutabaa/shared';
import { z } from 'zod';

/** Names of request parts rather than things: they stay inline where a route reads them. */
const INLINE = /(Query|Params|Filters)$/;

/**
 * Gives the shared zod object schemas (`ZApplication`, `ZUser`, `ZError`…) their names in zod's
 * global registry, without the `Z`: the document generator then writes each once under
 * `components/schemas` and refers to it with `$ref`, in the names the web app uses. A schema
 * already named (or exported twice) keeps its first name. Runs before the document is built.
 */
export function nameSharedSchemas(): void {
  const names = Object.keys(shared)
    .filter((name) => /^Z[A-Z]/.test(name) && !INLINE.test(name))
    .sort();
  for (const name of names) {
    const schema = (shared as Record<string, unknown>)[name];
    if (!(schema instanceof z.ZodObject)) continue;
    const meta = z.globalRegistry.get(schema);
    if (meta?.id) continue;
    z.globalRegistry.add(schema, { ...meta, id: name.slice(1) });
  }
}
