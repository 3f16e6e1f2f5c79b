import { ACCOUNTS_ACCESS } from './access-accounts.js';
import { ADMINISTRATION_ACCESS } from './access-administration.js';
import { APPLICATIONS_ACCESS } from './access-applications.js';
import { DOCUMENT_TEMPLATES_ACCESS, DOCUMENTS_ACCESS } from './access-documents.js';
import { NOTIFICATIONS_ACCESS } from './access-notifications.js';
import type { AccessRow } from './access-rules.js';
import { SINGLE_SIGN_ON_ACCESS } from './access-single-sign-on.js';
import { SLA_ACCESS } from './access-sla.js';
import { TOKENS_ACCESS } from './access-tokens.js';
import { TWO_FACTOR_ACCESS } from './access-two-factor.js';
import { WEBHOOKS_ACCESS } from './access-webhooks.js';

export type { AccessRow, Expected, RequestParts } from './access-rules.js';

/**
 * Who may call what: one row per route and method of the OpenAPI document, each actor's
 * expected status. `access-matrix.test.ts` fails for a route without a row and for a row
 * without a route, so every new route gets its rule written down here.
 */
export const ACCESS: Record<string, AccessRow> = {
  ...ACCOUNTS_ACCESS,
  ...ADMINISTRATION_ACCESS,
  ...APPLICATIONS_ACCESS,
  ...DOCUMENTS_ACCESS,
  ...DOCUMENT_TEMPLATES_ACCESS,
  ...NOTIFICATIONS_ACCESS,
  ...SINGLE_SIGN_ON_ACCESS,
  ...SLA_ACCESS,
  ...TWO_FACTOR_ACCESS,
  ...TOKENS_ACCESS,
  ...WEBHOOKS_ACCESS,
};
