import {
  ZAnnouncement,
  ZAnnouncementResult,
  ZMarkRead,
  ZNotification,
  ZNotificationChange,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationPreference,
  ZNotificationPreferenceList,
  ZNotificationPreferencePatch,
  ZNotificationPreferencesBulk,
  ZNotificationPreferencesBulkResult,
  ZNotificationSettings,
  ZUnreadCount,
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
import type { NotificationsService } from './notifications.service.js';

const BASE = '/notifications/notifications';
const errors = errorResponses(400, 401, 403, 404, 422);

/**
 * Spec §7 notifications, for every signed-in role: each caller reaches only their own
 * notifications and preferences (another user's id is 404). The static paths are matched
 * before the parametric `/:id/` whatever the order (find-my-way).
 */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    const tags = ['notifications'];

    // The spec's new-notification check repeats the segment: the same list on both paths.
    for (const path of [`${BASE}/`, `${BASE}/notifications/`]) {
      app.get(
        path,
        {
          ...signedIn,
          schema: {
            tags,
            security,
            summary: 'The caller’s notifications, newest first: type, is_read, created_at range',
            querystring: ZNotificationListQuery,
            response: { 200: ZNotificationList, ...errors },
          },
        },
        async (request) =>
          pageBody(
            request,
            request.query,
            await service.list(request.query, actorOf(request).user.id),
          ),
      );
    }

    app.get(
      `${BASE}/unread_count/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'How many of the caller’s notifications are unread',
          response: { 200: ZUnreadCount, ...errors },
        },
      },
      async (request) => ({ count: await service.unreadCount(actorOf(request).user.id) }),
    );

    app.post(
      `${BASE}/mark_read/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Mark the given notifications read (all of the caller’s when none are given)',
          body: ZMarkRead.nullish(),
          response: { 200: ZNotificationChange, ...errors },
        },
      },
      async (request) => service.markRead(request.body ?? {}, actorOf(request).user.id),
    );

    app.post(
      `${BASE}/mark_all_read/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Mark all of the caller’s notifications read',
          response: { 200: ZNotificationChange, ...errors },
        },
      },
      async (request) => service.markRead({}, actorOf(request).user.id),
    );

    app.delete(
      `${BASE}/clear_all/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Delete all of the caller’s notifications',
          response: { 200: ZNotificationChange, ...errors },
        },
      },
      async (request) => service.clearAll(actorOf(request).user.id),
    );

    app.get(
      `${BASE}/preferences/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The caller’s delivery per event (in-app, e-mail), one row per event',
          response: { 200: ZNotificationPreferenceList, ...errors },
        },
      },
      async (request) => service.preferences(actorOf(request).user.id),
    );

    app.post(
      `${BASE}/preferences/bulk_update/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Update several of the caller’s preferences at once (all or none)',
          body: ZNotificationPreferencesBulk,
          response: { 200: ZNotificationPreferencesBulkResult, ...errors },
        },
      },
      async (request) => ({
        preferences: await service.bulkUpdate(request.body, actorOf(request).user.id),
      }),
    );

    app.patch(
      `${BASE}/preferences/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Update one of the caller’s preferences',
          params: ZIdParams,
          body: ZNotificationPreferencePatch,
          response: { 200: ZNotificationPreference, ...errors },
        },
      },
      async (request) =>
        service.updatePreference(idOf(request.params), request.body, actorOf(request).user.id),
    );

    app.get(
      `${BASE}/settings/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The caller’s e-mail digest',
          response: { 200: ZNotificationSettings, ...errors },
        },
      },
      async (request) => service.settings(actorOf(request).user.id),
    );

    app.patch(
      `${BASE}/settings/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Set the caller’s e-mail digest (immediately, daily, weekly, never)',
          body: ZNotificationSettings,
          response: { 200: ZNotificationSettings, ...errors },
        },
      },
      async (request) => service.updateSettings(request.body, actorOf(request).user.id),
    );

    app.get(
      `${BASE}/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'One of the caller’s notifications (404 for anyone else’s)',
          params: ZIdParams,
          response: { 200: ZNotification, ...errors },
        },
      },
      async (request) => service.get(idOf(request.params), actorOf(request).user.id),
    );

    app.delete(
      `${BASE}/:id/`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Delete one of the caller’s notifications (404 for anyone else’s)',
          params: ZIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(idOf(request.params), actorOf(request).user.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/notifications/announcements/',
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags,
          security,
          summary: 'Admin: a system notification to every active user of a role (or all)',
          body: ZAnnouncement,
          response: { 201: ZAnnouncementResult, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ recipients: await service.announce(request.body, actorOf(request)) }),
    );
  };
}
