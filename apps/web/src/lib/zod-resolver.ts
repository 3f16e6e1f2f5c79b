import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for the shared zod 4 schemas. It does what the forms need
 * (first message per field, keyed by path) in a fraction of @hookform/resolvers' size,
 * which keeps the sign-in route within its 150 KB budget.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: firstIssues(result.error) as FieldErrors<z.input<S>> };
  };
}

/** Each field's first issue, keyed by its dotted path (what forms show under a field). */
export function firstIssues(error: z.ZodError): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/** Like zodResolver, for a schema that is loaded on first validation. */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null = null;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => zodResolver(schema));
    return (await resolver)(values, context, options);
  };
}
