import {
  ZSlaCalendar,
  ZSlaCalendarUpdate,
  ZSlaDue,
  ZSlaDueQuery,
  ZSlaHoliday,
  ZSlaHolidayCreate,
  ZSlaHolidayList,
  ZSlaHolidayUpdate,
  ZSlaPolicy,
  ZSlaPolicyCreate,
  ZSlaPolicyDeleted,
  ZSlaPolicyList,
  ZSlaPolicyUpdate,
} from '@mutabaa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import {
  bearerSecurity as security,
  errorResponses,
  idOf,
  ZIdParams,
} from '../../lib/route-helpers.js';
import type { SlaPoliciesService } from './policies.service.js';
import type { SlaService } from './sla.service.js';

/** Service levels: the working calendar, holidays and policies (docs/api.md#service-levels-apisla). */
export function slaRoutes(sla: SlaService, policies: SlaPoliciesService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { onRequest: app.requireRole('admin') };
    const staff = { onRequest: app.requireRole('editor') };
    const tags = ['service levels'];

    app.get(
      '/sla/calendar/',
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'The working calendar: time zone, working days and hours',
          response: { 200: ZSlaCalendar, ...errorResponses(401, 403) },
        },
      },
      () => sla.calendar(),
    );

    app.put(
      '/sla/calendar/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change the working calendar (every open clock is recomputed)',
          body: ZSlaCalendarUpdate,
          response: { 200: ZSlaCalendar, ...errorResponses(401, 403, 422) },
        },
      },
      (request) => sla.updateCalendar(request.body, actorOf(request)),
    );

    app.get(
      '/sla/calendar/due/',
      {
        ...staff,
        schema: {
          tags,
          security,
          summary: 'The instant a number of working hours after a start, on the calendar',
          querystring: ZSlaDueQuery,
          response: { 200: ZSlaDue, ...errorResponses(401, 403, 422) },
        },
      },
      (request) => sla.due(request.query),
    );

    app.get(
      '/sla/holidays/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Holidays, by first day',
          response: { 200: ZSlaHolidayList, ...errorResponses(401, 403) },
        },
      },
      () => sla.holidays(),
    );

    app.post(
      '/sla/holidays/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Add a holiday',
          body: ZSlaHolidayCreate,
          response: { 201: ZSlaHoliday, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return sla.createHoliday(request.body, actorOf(request));
      },
    );

    app.patch(
      '/sla/holidays/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change a holiday',
          params: ZIdParams,
          body: ZSlaHolidayUpdate,
          response: { 200: ZSlaHoliday, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (request) => sla.updateHoliday(idOf(request.params), request.body, actorOf(request)),
    );

    app.delete(
      '/sla/holidays/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Remove a holiday',
          params: ZIdParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await sla.deleteHoliday(idOf(request.params), actorOf(request));
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/sla/policies/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Service-level policies, active first',
          response: { 200: ZSlaPolicyList, ...errorResponses(401, 403) },
        },
      },
      () => policies.list(),
    );

    app.post(
      '/sla/policies/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Add a policy (409 when an active one has the same type and priority)',
          body: ZSlaPolicyCreate,
          response: { 201: ZSlaPolicy, ...errorResponses(401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return policies.create(request.body, actorOf(request));
      },
    );

    app.patch(
      '/sla/policies/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Change a policy (every open clock it touches is recomputed)',
          params: ZIdParams,
          body: ZSlaPolicyUpdate,
          response: { 200: ZSlaPolicy, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      (request) => policies.update(idOf(request.params), request.body, actorOf(request)),
    );

    app.delete(
      '/sla/policies/:id/',
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: 'Delete a policy; one in use is deactivated instead',
          params: ZIdParams,
          response: { 200: ZSlaPolicyDeleted, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { deactivated } = await policies.remove(idOf(request.params), actorOf(request));
        return {
          detail: request.t(deactivated ? 'sla_policy_deactivated' : 'sla_policy_deleted'),
          deactivated,
        };
      },
    );
  };
}
