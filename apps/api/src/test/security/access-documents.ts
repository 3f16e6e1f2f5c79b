import { adminOnly, everyone, scoped, signedIn, type AccessRow } from './access-rules.js';
import type { World } from './world.js';

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

type Template = {
  id: number;
  kind: string;
  application_type: string | null;
  status: string | null;
};

/** The admin's decision letter at `status` for the fixture type: found, or made. */
async function decisionTemplate(w: World, status: string): Promise<number> {
  const listed = await w.app.inject({
    url: '/api/document-templates/',
    headers: w.sessions.admin.auth,
  });
  const found = listed
    .json<Template[]>()
    .find(
      (t) =>
        t.kind === 'decision' && t.application_type === w.transactionType && t.status === status,
    );
  if (found) return found.id;
  const made = await w.app.inject({
    method: 'POST',
    url: '/api/document-templates/',
    headers: w.sessions.admin.auth,
    payload: templateBody(w, status),
  });
  // Another actor's request made it meanwhile (the fixtures of one route are made at once).
  if (made.statusCode === 409) return decisionTemplate(w, status);
  if (made.statusCode !== 201) throw new Error(`fixture template: ${made.body}`);
  return made.json<Template>().id;
}

const templateBody = (w: World, status: string) => ({
  kind: 'decision',
  application_type: w.transactionType,
  status,
  title_en: 'Decision',
  title_ar: 'قرار',
  body_en: 'Dear {{ name }}, your application {{ reference_number }} is on hold.',
  body_ar: 'السيد/السيدة {{ name }}، طلبكم {{ reference_number }} معلق.',
  footer_en: '',
  footer_ar: '',
});

/** A free scope for a new template: the one at `paid` removed first. */
async function freeScope(w: World) {
  const id = await decisionTemplate(w, 'paid');
  await w.app.inject({
    method: 'DELETE',
    url: `/api/document-templates/${id}/`,
    headers: w.sessions.admin.auth,
  });
  return templateBody(w, 'paid');
}

/** Document templates: admin only. */
export const DOCUMENT_TEMPLATES_ACCESS: Record<string, AccessRow> = {
  'GET /api/document-templates/': { expect: adminOnly(200) },
  'POST /api/document-templates/': {
    expect: adminOnly(201),
    request: async (w, actor) => ({
      body: actor === 'admin' ? await freeScope(w) : templateBody(w, 'paid'),
    }),
  },
  'GET /api/document-templates/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await decisionTemplate(w, 'on_hold') } }),
  },
  'PATCH /api/document-templates/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: await decisionTemplate(w, 'on_hold') },
      body: { title_en: 'Decision on hold' },
    }),
  },
  'DELETE /api/document-templates/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await decisionTemplate(w, 'pending') } }),
  },
  'POST /api/document-templates/{id}/reset/': {
    expect: adminOnly(200),
    request: async (w) => {
      const listed = await w.app.inject({
        url: '/api/document-templates/',
        headers: w.sessions.admin.auth,
      });
      const receipt = listed.json<Template[]>().find((t) => t.kind === 'receipt')!;
      return { params: { id: receipt.id } };
    },
  },
  'POST /api/document-templates/{id}/preview/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: await decisionTemplate(w, 'on_hold') },
      body: { language: 'ar' },
    }),
  },
};
