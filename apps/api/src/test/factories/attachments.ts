import type { TAttachment } from '@mutabaa/shared';
import type { FastifyInstance } from 'fastify';
import { multipartFile } from '../multipart.js';

/** Attaches `data` as `name` through the API; throws unless it is stored. */
export async function attachFile(
  app: FastifyInstance,
  auth: Record<string, string>,
  applicationId: number,
  name: string,
  data: Buffer,
): Promise<TAttachment> {
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', data);
  const response = await app.inject({
    method: 'POST',
    url: `/api/transactions/${applicationId}/attachments/`,
    headers: { ...auth, ...headers },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<TAttachment>();
}
