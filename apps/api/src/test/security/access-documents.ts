import { everyone, scoped, signedIn, type AccessRow } from './access-rules.js';

/** Client A's application: issued by its editor and admins; clients are refused first. */
const issuers = (status: number) => ({
  ...signedIn(403),
  editor: status,
  otherEditor: 404,
  admin: status,
});

/** Official documents of an application, and their public verification. */
export const DOCUMENTS_ACCESS: Record<string, AccessRow> = {
  'GET /api/transactions/{id}/documents/': {
    expect: scoped(200),
    request: (w) => ({ params: { id: w.decided.id } }),
  },
  'POST /api/transactions/{id}/documents/': {
    expect: issuers(201),
    request: (w) => ({
      params: { id: w.decided.id },
      body: { kind: 'decision', language: 'en' },
    }),
  },
  'GET /api/transactions/{id}/documents/{doc}/download/': {
    expect: scoped(200),
    request: (w) => ({ params: { id: w.decided.id, doc: w.decided.documentId } }),
  },
  'POST /api/transactions/{id}/documents/{doc}/withdraw/': {
    expect: issuers(200),
    request: async (w) => ({
      params: { id: w.decided.id, doc: await w.newDocument() },
      body: { reason: 'Issued in error' },
    }),
  },
  'GET /api/public/verify/{token}/': {
    expect: everyone(200),
    request: (w) => ({ params: { token: w.decided.token } }),
  },
};
