import { z } from 'zod';

export const ZDetail = z.object({ detail: z.string() });
export type TDetail = z.infer<typeof ZDetail>;

/** Error body of every failed request (docs/api.md#errors). */
export const ZError = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error: z.string().optional(),
  /** 403 `insufficient_scope`: the scope an API token lacks for the route (docs/api-tokens.md). */
  scope: z.string().optional(),
});
export type TError = z.infer<typeof ZError>;

export function ZPaginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    /** Present (true) when `count` stopped at a cap: there are more than `count`. */
    count_capped: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** GET /api/health/ and /api/health/ready/. */
/** `status` ok, or degraded with the parts that do not work (`single_sign_on`) listed. */
export const ZHealth = z.object({ status: z.string(), degraded: z.array(z.string()).optional() });
export type THealth = z.infer<typeof ZHealth>;
