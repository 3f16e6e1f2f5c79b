import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { FieldsService } from './fields.service.js';
import { formConfigRoutes } from './form-config.routes.js';
import { OptionsService } from './options.service.js';
import { TransitionsService } from './transitions.service.js';

export { allFields } from './fields.service.js';
export { workflowFinalStatuses } from './final-statuses.js';
export { allOptions, cachedOptions } from './options.service.js';
export { allTransitions } from './transitions.service.js';

/** The application form's fields, option lists and status transitions. */
export function formConfigModule(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(
      formConfigRoutes({
        fields: new FieldsService(deps),
        options: new OptionsService(deps),
        transitions: new TransitionsService(deps),
      }),
    );
  };
}
