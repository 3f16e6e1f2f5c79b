import {
  everyone,
  signedIn,
  staff,
  adminOnly,
  png,
  optionRows,
  type AccessRow,
} from './access-rules.js';

/** Assignments, e-mail templates, the audit log, system settings and the form configuration. */
export const ADMINISTRATION_ACCESS: Record<string, AccessRow> = {
  'GET /api/assignments/': { expect: adminOnly(200) },
  'POST /api/assignments/': {
    expect: adminOnly(200),
    request: async (w) => ({
      body: {
        transaction_ids: [(await w.newApplication('submitted')).id],
        assigned_to: w.sessions.otherEditor.user.id,
        reason: 'Access check',
      },
    }),
  },
  'GET /api/assignments/workload/': { expect: staff(200) },
  'GET /api/assignments/rules/': { expect: adminOnly(200) },
  'PUT /api/assignments/rules/': {
    expect: adminOnly(200),
    request: (w) => ({ body: { rules: [{ transaction_type: w.transactionType, mode: 'off' }] } }),
  },
  'GET /api/email-templates/': { expect: adminOnly(200) },
  'GET /api/email-templates/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'PATCH /api/email-templates/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({
      params: { id: w.emailTemplateId },
      body: { subject_en: 'Confirm your address, {{ name }}' },
    }),
  },
  'POST /api/email-templates/{id}/preview/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { language: 'ar' } }),
  },
  'POST /api/email-templates/{id}/test/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { language: 'en' } }),
  },
  'GET /api/email-templates/{id}/versions/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'POST /api/email-templates/{id}/restore/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId }, body: { version: 1 } }),
  },
  'POST /api/email-templates/{id}/reset/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.emailTemplateId } }),
  },
  'GET /api/audit-logs/': { expect: adminOnly(200) },
  'GET /api/audit-logs/export/': { expect: adminOnly(200) },
  'GET /api/audit-logs/verify/': { expect: adminOnly(200) },
  'GET /api/users/clients/': { expect: staff(200) },
  'GET /api/users/editors/': { expect: staff(200) },

  'GET /api/system/branding/': { expect: everyone(200) },
  'GET /api/system/logo/{name}': {
    expect: everyone(200),
    request: (w) => ({ params: { name: w.logoName } }),
  },
  'POST /api/system/upload-logo/': {
    expect: adminOnly(200),
    upload: 'logo',
    request: () => ({ file: png('logo') }),
  },
  'GET /api/system/settings/': { expect: adminOnly(200) },
  'POST /api/system/settings/bulk_update/': {
    expect: adminOnly(200),
    request: () => ({ body: { settings: { BRAND_PRIMARY_COLOR: '#123456' } } }),
  },
  'POST /api/system/settings/reset_to_defaults/': {
    expect: adminOnly(200),
    request: () => ({ body: { setting_keys: ['BRAND_PRIMARY_COLOR'] } }),
  },

  'GET /api/transactions/form-config/fields/': { expect: signedIn(200) },
  'PATCH /api/transactions/form-config/fields/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.fieldId }, body: { is_enabled: true } }),
  },
  ...optionRows('application-types'),
  ...optionRows('priorities'),
  ...optionRows('statuses'),
  'GET /api/transactions/form-config/status-transitions/': { expect: signedIn(200) },
  'POST /api/transactions/form-config/status-transitions/': {
    expect: adminOnly(201),
    request: () => ({ body: { from_status: 'approved', to_status: 'draft', min_role: 'admin' } }),
  },
  'PATCH /api/transactions/form-config/status-transitions/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: await w.newTransition() },
      body: { min_role: 'editor' },
    }),
  },
  'DELETE /api/transactions/form-config/status-transitions/{id}/': {
    expect: adminOnly(204),
    request: async (w) => ({ params: { id: await w.newTransition() } }),
  },
};
