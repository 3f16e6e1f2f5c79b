import type { TComment, TCommentCreate } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Session } from './users.js';

/** Comments on application `applicationId` through the API as `session`; expects a 201. */
export async function createComment(
  app: FastifyInstance,
  session: Pick<Session, 'auth'>,
  applicationId: number,
  fields: TCommentCreate,
): Promise<TComment> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/transactions/${applicationId}/comments/`,
    headers: session.auth,
    payload: fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TComment>();
}
