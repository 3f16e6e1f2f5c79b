import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

/**
 * What an integrator writes with a client generated from docs/openapi.json: list the
 * applications, create one for a client, comment on it and read it back. Type-checked against
 * the generated `schema.d.ts` by `generated-client.test.ts`; every call is typed by its path.
 */
export async function integrate(baseUrl: string, token: string, clientId: number) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

  const before = await api.GET('/api/transactions/', { params: { query: { page: 1 } } });
  if (!before.data) throw new Error(`list: ${before.response.status}`);

  const created = await api.POST('/api/transactions/', {
    body: {
      title: 'Transcript request from the student system',
      transaction_type: 'renewal',
      priority: 'high',
      client: clientId,
    },
  });
  if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
  const id = created.data.id;

  const comment = await api.POST('/api/transactions/{id}/comments/', {
    params: { path: { id: String(id) } },
    body: { text: 'Received from the student system' },
  });
  if (!comment.data) throw new Error(`comment: ${JSON.stringify(comment.error)}`);

  const read = await api.GET('/api/transactions/{id}/', { params: { path: { id: String(id) } } });
  if (!read.data) throw new Error(`read: ${read.response.status}`);
  const comments = await api.GET('/api/transactions/{id}/comments/', {
    params: { path: { id: String(id) } },
  });
  if (!comments.data) throw new Error(`comments: ${comments.response.status}`);

  const refused = await api.GET('/api/transactions/{id}/', {
    params: { path: { id: '999999999' } },
  });
  return {
    id,
    countBefore: before.data.count,
    reference: read.data.reference_number,
    title: read.data.title,
    comments: comments.data.map((c) => c.text),
    refusedStatus: refused.response.status,
    refusedCode: refused.error?.code,
  };
}
