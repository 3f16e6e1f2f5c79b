import {
  OPTION_LISTS,
  ZFieldConfig,
  ZFieldConfigListQuery,
  ZFieldConfigPatch,
  ZOption,
  ZOptionCreate,
  ZOptionDeactivatedResponse,
  ZOptionDeleteQuery,
  ZOptionPatch,
  ZPaginated,
  ZReorderRequest,
  ZStatusTransition,
  ZStatusTransitionCreate,
  ZStatusTransitionPatch,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  pageBody,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { FieldsService } from './fields.service.js';
import type { OptionsService } from './options.service.js';
import type { TransitionsService } from './transitions.service.js';

const BASE = '/transactions/form-config';
const errors = errorResponses(401, 403, 404, 409, 422);

export type FormConfigServices = {
  fields: FieldsService;
  options: OptionsService;
  transitions: TransitionsService;
};

/** Spec §7 Form configuration: any signed-in user reads, admins change. */
export function formConfigRoutes(services: FormConfigServices): FastifyPluginAsyncZod {
  return async (app) => {
    const read = { onRequest: app.authenticate };
    const admin = { onRequest: app.requireRole('admin') };
    const tags = ['form-config'];

    app.get(
      `${BASE}/fields/`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Field configuration of the application form (every row without page_size)',
          querystring: ZFieldConfigListQuery,
          response: { 200: ZPaginated(ZFieldConfig), ...errors },
        },
      },
      async (request) => {
        const { page, page_size: pageSize } = request.query;
        const limit = pageSize;
        const offset = pageSize === undefined ? 0 : (page - 1) * pageSize;
        const { count, results } = await services.fields.list({ limit, offset });
        return pageBody(request, request.query, { count, results });
      },
    );

    app.patch(
      `${BASE}/fields/:id/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Enable, disable, require or move a field (a disabled field is optional)',
          params: ZIdParams,
          body: ZFieldConfigPatch,
          response: { 200: ZFieldConfig, ...errors },
        },
      },
      async (request) =>
        services.fields.update(idOf(request.params), request.body, actorOf(request)),
    );

    for (const list of OPTION_LISTS) {
      const path = `${BASE}/${list}`;
      const listTags = [...tags, list];

      app.get(
        `${path}/`,
        {
          ...read,
          schema: {
            tags: listTags,
            security,
            summary: `All ${list} in order, inactive ones too`,
            response: { 200: z.array(ZOption), ...errors },
          },
        },
        async () => services.options.list(list),
      );

      app.get(
        `${path}/active/`,
        {
          ...read,
          schema: {
            tags: listTags,
            security,
            summary: `Active ${list} in order`,
            response: { 200: z.array(ZOption), ...errors },
          },
        },
        async () => services.options.list(list, true),
      );

      app.post(
        `${path}/`,
        {
          ...admin,
          schema: {
            tags: listTags,
            security,
            summary: `Add an option to ${list} (409 when the value exists)`,
            body: ZOptionCreate,
            response: { 201: ZOption, ...errors },
          },
        },
        async (request, reply) => {
          const option = await services.options.create(list, request.body, actorOf(request));
          return reply.code(201).send(option);
        },
      );

      app.post(
        `${path}/reorder/`,
        {
          ...admin,
          schema: {
            tags: listTags,
            security,
            summary: `Order ${list} as the ids say (others follow)`,
            body: ZReorderRequest,
            response: { 200: z.array(ZOption), ...errors },
          },
        },
        async (request) => services.options.reorder(list, request.body.ids, actorOf(request)),
      );

      app.patch(
        `${path}/:id/`,
        {
          ...admin,
          schema: {
            tags: listTags,
            security,
            summary: 'Change labels, colour, order or activity (the value stays)',
            params: ZIdParams,
            body: ZOptionPatch,
            response: { 200: ZOption, ...errors },
          },
        },
        async (request) =>
          services.options.update(list, idOf(request.params), request.body, actorOf(request)),
      );

      app.delete(
        `${path}/:id/`,
        {
          ...admin,
          schema: {
            tags: listTags,
            security,
            summary: 'Delete (204); an option in use is deactivated (200), or with hard=true 409',
            params: ZIdParams,
            querystring: ZOptionDeleteQuery,
            response: { 200: ZOptionDeactivatedResponse, 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const result = await services.options.remove(
            list,
            idOf(request.params),
            request.query.hard,
            actorOf(request),
          );
          if (result.deleted) return reply.code(204).send(null);
          return { detail: request.t('option_in_use_deactivated'), option: result.option };
        },
      );
    }

    app.get(
      `${BASE}/status-transitions/`,
      {
        ...read,
        schema: {
          tags,
          security,
          summary: 'Allowed status changes and the least role for each',
          response: { 200: z.array(ZStatusTransition), ...errors },
        },
      },
      async () => services.transitions.list(),
    );

    app.post(
      `${BASE}/status-transitions/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Allow a status change (both statuses must exist)',
          body: ZStatusTransitionCreate,
          response: { 201: ZStatusTransition, ...errors },
        },
      },
      async (request, reply) => {
        const transition = await services.transitions.create(request.body, actorOf(request));
        return reply.code(201).send(transition);
      },
    );

    app.patch(
      `${BASE}/status-transitions/:id/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change the least role of a status change',
          params: ZIdParams,
          body: ZStatusTransitionPatch,
          response: { 200: ZStatusTransition, ...errors },
        },
      },
      async (request) =>
        services.transitions.update(idOf(request.params), request.body.min_role, actorOf(request)),
    );

    app.delete(
      `${BASE}/status-transitions/:id/`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Remove an allowed status change',
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await services.transitions.remove(idOf(request.params), actorOf(request));
        return reply.code(204).send(null);
      },
    );
  };
}
