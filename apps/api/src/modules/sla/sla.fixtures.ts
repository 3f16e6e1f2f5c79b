import type { TSlaPolicy } from '@mutabaa/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { applications, notifications } from '../../db/schema/index.js';
import { createApplication, type Session } from '../../test/factories.js';
import { bumpSlaVersion } from './calendar.js';
import { recomputeClocks } from './recompute.js';

export const HOUR = 3_600_000;
/** Every hour of every day counts: working time is wall time, whatever the test's moment. */
const ROUND_THE_CLOCK = {
  timezone: 'Asia/Riyadh',
  working_days: [0, 1, 2, 3, 4, 5, 6],
  day_start: '00:00',
  day_end: '24:00',
};

/** The API calls and database reads the escalation tests share, on app `app`. */
export function escalationKit(app: FastifyInstance, admin: Session) {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api${url}`, headers: admin.auth, payload });
  return {
    async setUp(): Promise<TSlaPolicy> {
      expect((await call('PUT', '/sla/calendar/', ROUND_THE_CLOCK)).statusCode).toBe(200);
      const created = await call('POST', '/sla/policies/', {
        name_ar: 'تصاريح',
        name_en: 'Permits',
        transaction_type: 'permit',
        resolution_hours: 10,
        pause_statuses: ['pending'],
        warn_percent: 80,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<TSlaPolicy>();
    },
    /** An application of `client` assigned to `editor`, submitted `hoursAgo` hours ago. */
    async submittedAgo(hoursAgo: number, client: Session, editor: Session): Promise<number> {
      const created = await createApplication(app, admin, {
        title: `Permit ${hoursAgo}`,
        transaction_type: 'permit',
        client: client.user.id,
        assigned_to: editor.user.id,
        status: 'submitted',
      });
      await app.db
        .update(applications)
        .set({ submittedAt: new Date(Date.now() - hoursAgo * HOUR) })
        .where(eq(applications.id, created.id));
      await bumpSlaVersion(app.db);
      expect(await recomputeClocks(app.db)).toBe(true);
      return created.id;
    },
    told: (ids: number[]) =>
      app.db
        .select({
          userId: notifications.userId,
          event: notifications.event,
          category: notifications.category,
          applicationId: notifications.applicationId,
          title: notifications.title,
        })
        .from(notifications)
        .where(
          and(
            inArray(notifications.applicationId, ids),
            inArray(notifications.event, ['sla_warning', 'sla_breach']),
          ),
        )
        .orderBy(asc(notifications.id)),
  };
}
