import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createApplication, type Session } from '../../test/factories.js';

/**
 * An application of `clientId` created as submitted by `admin`, then moved to `cancelled`: a
 * status the shipped decision letters name.
 */
export async function cancelledApplication(
  app: FastifyInstance,
  admin: Session,
  fields: { title: string; client: number; assigned_to?: number },
): Promise<number> {
  const { id } = await createApplication(app, admin, { ...fields, status: 'submitted' });
  const moved = await app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/transition/`,
    headers: admin.auth,
    payload: { status: 'cancelled' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return id;
}
