import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Notifier } from '../notifications/index.js';
import { applicationsRoutes } from './applications.routes.js';
import { ApplicationsService } from './applications.service.js';
import type { AttachmentsOf, Receipts } from './deps.js';

export { scopeOf, type Scope } from './applications.policy.js';
export {
  optionDisplay,
  optionLookup,
  userRef,
  visibleTo,
  type OptionLookup,
  type Viewer,
} from './applications.presenter.js';
export {
  addHistory,
  assignWithin,
  findApplicationIn,
  recentApplications,
  type ApplicationFilters,
  type AssignmentResult,
} from './applications.service.js';
export type { AttachmentsOf, Receipts } from './deps.js';
export { valuesOfNew } from './create.js';
export { applicationsForUsers } from './for-users.js';
export { checkNew, fieldRules, type FieldRules } from './form-rules.js';
export { newTransactionId, referenceNumber } from './identifiers.js';
export { listFiltersOf } from './list-filters.js';
export { applicationSearchText } from './search-text.js';
export { webhookView } from './webhook-view.js';

// For the repositories that read applications with the list's rules: who sees which
// application (`scopeCondition`) and the list's filters as SQL.
export { scopeCondition } from './applications.repository.js';
export { filterSql } from './list-sql.js';

/** Applications (the spec's transactions), their comments and history. */
export function applicationsModule(deps: {
  db: Db;
  notifier: Notifier;
  attachmentsOf: AttachmentsOf;
  receipts?: Receipts;
}): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(applicationsRoutes(new ApplicationsService(deps)));
  };
}
