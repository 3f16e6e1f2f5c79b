import {
  everyone,
  signedIn,
  staff,
  adminOnly,
  scoped,
  editorsOwn,
  editorsImport,
  csvFile,
  png,
  application,
  draftOfA,
  type AccessRow,
} from './access-rules.js';

/** Applications, their comments and files, documents, the public page, export, import, dashboards and reports. */
export const APPLICATIONS_ACCESS: Record<string, AccessRow> = {
  'GET /api/transactions/': { expect: signedIn(200) },
  'POST /api/transactions/': {
    expect: signedIn(201),
    request: (w) => ({
      body: {
        title: 'New application',
        transaction_type: w.transactionType,
        priority: 'normal',
        client: w.sessions.clientA.user.id,
      },
    }),
  },
  'GET /api/transactions/drafts/': { expect: signedIn(200) },
  'GET /api/transactions/{id}/': { expect: scoped(200), request: application },
  'PATCH /api/transactions/{id}/': {
    expect: scoped(200),
    request: async (w) => ({ ...(await draftOfA(w)), body: { title: 'Changed title' } }),
  },
  'DELETE /api/transactions/{id}/': { expect: scoped(204), request: draftOfA },
  'POST /api/transactions/{id}/transition/': {
    expect: scoped(200),
    request: async (w) => ({
      params: { id: (await w.newApplication('submitted')).id },
      body: { status: 'cancelled' },
    }),
  },
  'POST /api/transactions/{id}/duplicate/': { expect: scoped(201), request: application },
  'GET /api/transactions/{id}/history/': { expect: scoped(200), request: application },
  'GET /api/transactions/{id}/comments/': { expect: scoped(200), request: application },
  'POST /api/transactions/{id}/comments/': {
    expect: scoped(201),
    request: (w) => ({ ...application(w), body: { text: 'A comment' } }),
  },
  'GET /api/transactions/{id}/attachments/': { expect: scoped(200), request: application },
  'POST /api/transactions/{id}/attachments/': {
    expect: scoped(201),
    upload: 'file',
    request: (w) => ({ ...application(w), file: png('file') }),
  },
  'GET /api/transactions/attachments/{id}/download/': {
    expect: scoped(200),
    request: (w) => ({ params: { id: w.attachmentId } }),
  },
  'DELETE /api/transactions/attachments/{id}/': {
    expect: scoped(204),
    request: async (w) => ({ params: { id: await w.newAttachment() } }),
  },
  'GET /api/documents/': { expect: signedIn(200) },
  'GET /api/public/transactions/{transaction_id}/': {
    expect: everyone(200),
    request: (w) => ({ params: { transaction_id: w.application.transactionId } }),
  },
  'GET /api/transactions/export/': { expect: signedIn(200) },
  'GET /api/transactions/import/': { expect: staff(200) },
  'GET /api/transactions/import/template/': { expect: staff(200) },
  'POST /api/transactions/import/upload/': {
    expect: staff(201),
    upload: 'file',
    request: () => ({ file: csvFile('file') }),
  },
  'GET /api/transactions/import/{id}/': { expect: editorsOwn(200), request: editorsImport },
  'POST /api/transactions/import/{id}/check/': {
    expect: editorsOwn(202),
    request: async (w) => ({
      params: { id: await w.newImport() },
      body: { mapping: { Title: 'title', Type: 'transaction_type' } },
    }),
  },
  'GET /api/transactions/import/{id}/errors/': {
    expect: editorsOwn(200),
    request: async (w) => ({ params: { id: await w.newImport(true) } }),
  },
  'POST /api/transactions/import/{id}/commit/': {
    expect: editorsOwn(202),
    request: async (w) => ({ params: { id: await w.newImport(true) } }),
  },
  'POST /api/transactions/import/{id}/cancel/': { expect: editorsOwn(200), request: editorsImport },

  'GET /api/dashboard/admin/': { expect: adminOnly(200) },
  'GET /api/dashboard/admin/export/': { expect: adminOnly(200) },
  'GET /api/dashboard/editor/': { expect: staff(200) },
  'GET /api/dashboard/client/': { expect: signedIn(200) },

  'GET /api/reports/summary/': { expect: staff(200) },
  'GET /api/reports/export/': { expect: staff(200) },
};
