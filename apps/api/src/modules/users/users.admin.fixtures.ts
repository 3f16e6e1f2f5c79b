import { and, eq } from 'drizzle-orm';
import { applications, auditLogs } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { createApplication, type Session } from '../../test/factories.js';

export type Init = {
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET';
  payload?: unknown;
  lang?: string;
};

/** The app, an admin and an editor, and the requests the user administration tests make. */
export function usersAdminSetup() {
  const {
    t,
    sessions: [admin, editor],
  } = testCast([
    ['admin', { fullName: 'Admin One' }],
    ['editor', { fullName: 'Editor One' }],
  ]);

  const NEW_PASSWORD = 'Chosen#Passw0rd';

  const call = (url: string, session: Session | undefined, init: Init) =>
    t.app.inject({
      method: init.method,
      url,
      payload: init.payload as object,
      headers: { ...(session?.auth ?? {}), 'accept-language': init.lang ?? 'en' },
    });

  const create = (payload: unknown, lang?: string) =>
    call('/api/users/', admin, { method: 'POST', payload, lang });

  const patch = (id: number, payload: unknown, session = admin) =>
    call(`/api/users/${id}/`, session, { method: 'PATCH', payload });

  const bulk = (payload: unknown, session = admin) =>
    call('/api/users/bulk_update/', session, { method: 'POST', payload });

  const login = (email: string, password: string) =>
    call('/api/login/', undefined, { method: 'POST', payload: { email, password } });

  const accept = (token: string) =>
    call('/api/accept-invitation/', undefined, {
      method: 'POST',
      payload: { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });

  async function auditActions(userId: number): Promise<string[]> {
    const rows = await t.app.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, String(userId))));
    return rows.map((r) => r.action);
  }

  /** A submitted application of `clientId`, assigned to `assigneeId`, through the API. */
  async function applicationOf(clientId: number, assigneeId: number | null, status = 'submitted') {
    const { id } = await createApplication(
      t.app,
      admin,
      {
        title: 'Handed-over application',
        transaction_type: 'renewal',
        priority: 'normal',
        client: clientId,
        assigned_to: assigneeId,
        status: 'submitted',
      },
      { headers: { 'accept-language': 'en' } },
    );
    if (status !== 'submitted') {
      await t.app.db.update(applications).set({ status }).where(eq(applications.id, id));
    }
    return id;
  }

  return {
    t,
    admin,
    editor,
    NEW_PASSWORD,
    call,
    create,
    patch,
    bulk,
    login,
    accept,
    auditActions,
    applicationOf,
  };
}
