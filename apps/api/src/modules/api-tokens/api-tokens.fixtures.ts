import {
  API_TOKEN_SCOPES,
  type TCreatedApiToken,
  type TCreateApiTokenRequest,
} from '@mutabaa/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../config.js';
import { apiTokens, auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { Session } from '../../test/factories.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The app of an API-token test file, with helpers to make and use tokens. */
export function apiTokensSetup(
  overrides: Partial<Config> = {},
  routes?: (app: FastifyInstance) => void,
) {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, { routes }));
  });
  afterAll(async () => {
    await t.close?.();
  });

  /** A request with a session or a bearer value (a token), in `lang`. */
  const call = (
    method: Method,
    url: string,
    auth?: Session | string,
    payload?: unknown,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: {
        ...(typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : (auth?.auth ?? {})),
        'accept-language': lang,
      },
    });

  /** A new token of the session's user through the API (all scopes unless told). */
  async function createToken(
    session: Session,
    body: Partial<TCreateApiTokenRequest> = {},
  ): Promise<TCreatedApiToken> {
    const created = await call('POST', '/api/tokens/', session, {
      name: 'Integration',
      scopes: [...API_TOKEN_SCOPES],
      expires_at: null,
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<TCreatedApiToken>();
  }

  /** The stored row of a token. */
  const rowOf = async (id: number) => {
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    return row;
  };

  /** Moves a token's expiry, or its last use, `seconds` into the past. */
  const age = async (id: number, column: 'expires_at' | 'last_used_at', seconds: number) => {
    const when = sql`now() - make_interval(secs => ${seconds})`;
    await t.app.db
      .update(apiTokens)
      .set(column === 'expires_at' ? { expiresAt: when } : { lastUsedAt: when })
      .where(eq(apiTokens.id, id));
  };

  /** The newest audit entries of an action. */
  const auditOf = (action: string) =>
    t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action)))
      .orderBy(desc(auditLogs.id));

  const tokenCount = async () => (await t.app.db.select().from(apiTokens)).length;

  return { t, call, createToken, rowOf, age, auditOf, tokenCount };
}
