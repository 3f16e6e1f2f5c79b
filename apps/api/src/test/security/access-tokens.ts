import { freshSession, staff, unique, type AccessRow } from './access-rules.js';

const body = () => ({ name: unique('token'), scopes: ['applications:read'], expires_at: null });

/** Personal API tokens: staff manage their own (docs/api-tokens.md); clients are refused. */
export const TOKENS_ACCESS: Record<string, AccessRow> = {
  'GET /api/tokens/': { expect: staff(200) },
  'POST /api/tokens/': { expect: staff(201), request: () => ({ body: body() }) },
  'DELETE /api/tokens/{id}/': {
    expect: staff(204),
    // A fresh user's own token: the one the fuzz test may revoke is nobody else's.
    request: async (w, actor) => {
      const session = await freshSession(w, actor);
      if (!session || session.user.role === 'client') return { session, params: { id: 1 } };
      const created = await w.app.inject({
        method: 'POST',
        url: '/api/tokens/',
        headers: session.auth,
        payload: body(),
      });
      return { session, params: { id: created.json<{ id: number }>().id } };
    },
  },
};
