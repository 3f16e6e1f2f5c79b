import type { TApplication, TApplicationDetail } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLogs, formFieldConfigs } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import {
  attachFile,
  createApplication,
  createComment,
  type Session,
} from '../../test/factories.js';
import { FILES } from '../../test/attachment-files.js';

export const BASE = '/api/transactions';

export type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: TApplication[];
};

/** A refused transition: what the caller may choose instead. */
export type Refusal = { code: string; detail: string; allowed: string[] };

/**
 * The requests the tests of applications make, bound to the file's app and cast: `admin` acts
 * unless a session is given, and new applications are `client`'s.
 */
export function applicationRequests(t: TestApp, cast: { admin: Session; client: Session }) {
  const { admin, client } = cast;
  const create = (payload: object, session: Session = admin) =>
    t.app.inject({ method: 'POST', url: `${BASE}/`, headers: session.auth, payload });
  const get = (id: number | string, session: Session = admin) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${id}/`, headers: session.auth });
  const patch = (id: number | string, payload: object, session: Session = admin) =>
    t.app.inject({ method: 'PATCH', url: `${BASE}/${id}/`, headers: session.auth, payload });
  const remove = (id: number | string, session: Session = admin) =>
    t.app.inject({ method: 'DELETE', url: `${BASE}/${id}/`, headers: session.auth });
  const list = (query = '', session: Session = admin) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${query}`, headers: session.auth });
  const listed = async (query = '', session: Session = admin) => {
    const response = await list(query, session);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const detail = async (id: number, session: Session) => {
    const response = await get(id, session);
    expect(response.statusCode).toBe(200);
    return response.json<TApplicationDetail>();
  };
  const valid = (extra: object = {}) => ({
    title: 'Licence renewal',
    transaction_type: 'renewal',
    priority: 'high',
    client: client.user.id,
    ...extra,
  });
  const created = (extra: object = {}, session: Session = admin) =>
    createApplication(t.app, session, valid(extra));
  const transition = (id: number, payload: object, session: Session, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/transition/`,
      headers: { ...session.auth, 'accept-language': lang },
      payload,
    });
  const moved = async (id: number, status: string, session: Session = admin) => {
    const response = await transition(id, { status }, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TApplication>();
  };
  const history = (id: number, session: Session = admin) =>
    t.app.inject({ method: 'GET', url: `${BASE}/${id}/history/`, headers: session.auth });
  const audits = (action: string, id: number) =>
    t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(id))));
  const setField = (name: string, values: { isEnabled?: boolean; isRequired?: boolean }) =>
    t.app.db.update(formFieldConfigs).set(values).where(eq(formFieldConfigs.fieldName, name));
  return {
    create,
    get,
    patch,
    remove,
    list,
    listed,
    detail,
    valid,
    created,
    transition,
    moved,
    history,
    audits,
    setField,
  };
}

/**
 * A submitted application with every copyable field set, assigned to `editor`, with a comment
 * and a file: what a copy or a deletion has to deal with.
 */
export async function fullApplication(
  t: TestApp,
  cast: { admin: Session; editor: Session; client: Session },
): Promise<TApplication> {
  const { admin, editor, client } = cast;
  const app = await createApplication(t.app, admin, {
    title: 'تجديد رخصة',
    description: 'Full description',
    transaction_type: 'renewal',
    priority: 'high',
    client: client.user.id,
    client_phone: '+966500000009',
    assigned_to: editor.user.id,
    department: 'Licensing',
    due_date: '2027-03-31',
    tags: ['tax', 'ضريبة'],
    external_reference_id: 'EXT-9',
    project_id: 'P-1',
    status: 'submitted',
  });
  await createComment(t.app, admin, app.id, { text: 'A comment' });
  await attachFile(t.app, admin.auth, app.id, 'a.pdf', FILES.pdf);
  return app;
}
