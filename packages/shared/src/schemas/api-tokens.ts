import { z } from 'zod';
import { isoInstant, queryBoolean, singleLineText } from '../input.js';

// Personal API tokens of staff users (docs/api-tokens.md): a token acts as its owner, within
// its scopes. The token itself is answered once, at creation; only its hash is stored.

/** What a token may be allowed to do, each scope a set of routes (the server's scope map). */
export const API_TOKEN_SCOPES = [
  'applications:read',
  'applications:write',
  'comments:write',
  'attachments:read',
  'attachments:write',
  'users:read',
  'reports:read',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The prefix of every token, so that a leaked one is recognised (and told from a JWT). */
export const API_TOKEN_PREFIX = 'mtb_';
export const API_TOKEN_NAME_MAX_LENGTH = 100;

export const ZApiTokenScope = z.enum(API_TOKEN_SCOPES, { error: 'invalid_scope' });

/** POST /tokens/: a name, at least one scope (each once), and an expiry in the future or none. */
export const ZCreateApiTokenRequest = z.object({
  name: singleLineText(API_TOKEN_NAME_MAX_LENGTH).min(1, { error: 'required' }),
  scopes: z
    .array(ZApiTokenScope)
    .min(1, { error: 'scopes_required' })
    .max(API_TOKEN_SCOPES.length, { error: 'scopes_repeated' })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'scopes_repeated' }),
  expires_at: isoInstant()
    .nullable()
    .default(null)
    .refine((value) => value === null || Date.parse(value) > Date.now(), {
      error: 'expiry_in_past',
    }),
});
export type TCreateApiTokenRequest = z.infer<typeof ZCreateApiTokenRequest>;

/** GET /tokens/: one's own tokens; `all=true` (admins) everyone's. */
export const ZApiTokenListQuery = z.object({ all: queryBoolean().optional() });
export type TApiTokenListQuery = z.input<typeof ZApiTokenListQuery>;

/** A token as listed: never the token itself. */
export const ZApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ZApiTokenScope),
  /** The first characters after the prefix, to tell tokens apart (`mtb_AbC1…`). */
  prefix: z.string(),
  owner: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** When and from where it was last used, written at most once a minute. */
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenList = z.object({ results: z.array(ZApiToken) });
export type TApiTokenList = z.infer<typeof ZApiTokenList>;

/** POST /tokens/: the token as listed, and the token itself, shown this once. */
export const ZCreatedApiToken = ZApiToken.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiToken>;
