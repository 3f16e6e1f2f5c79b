import type { Role } from '@mutabaa/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { notifications } from '../../db/schema/index.js';
import { signInAs, type Session } from '../factories.js';
import { multipartFile, TINY_PNG } from '../multipart.js';
import { recomputeClocks } from '../../modules/sla/index.js';
import { backgroundSettled } from '../jobs.js';

/** Who calls: nobody, two clients, the editor assigned to client A's application, another editor, an admin. */
export const ACTORS = [
  'anonymous',
  'clientA',
  'clientB',
  'editor',
  'otherEditor',
  'admin',
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;

export const ROLE_OF: Record<SignedInActor, Role> = {
  clientA: 'client',
  clientB: 'client',
  editor: 'editor',
  otherEditor: 'editor',
  admin: 'admin',
};

export type OptionList = 'application-types' | 'priorities' | 'statuses';

/**
 * The data every access and fuzz request starts from: one signed-in user per actor and client
 * A's application (assigned to `editor`) with a file, a public and an internal comment, plus
 * factories for fresh rows that a write may use up.
 */
export type World = {
  app: FastifyInstance;
  sessions: Record<SignedInActor, Session>;
  application: { id: number; transactionId: string };
  attachmentId: number;
  commentId: number;
  internalCommentId: number;
  notificationId: number;
  preferenceId: number;
  fieldId: number;
  optionIds: Record<OptionList, number>;
  transitionId: number;
  logoName: string;
  transactionType: string;
  /** The verification mail's template. */
  emailTemplateId: number;
  /** Client A's cancelled application (assigned to `editor`) and a decision letter on it. */
  decided: { id: number; documentId: number; token: string };
  /** A new decision letter on `decided`, issued by the admin. */
  newDocument(): Promise<number>;
  /** A new application of client A, assigned to `editor`, in `status` (draft or submitted). */
  newApplication(status?: 'draft' | 'submitted'): Promise<{ id: number; transactionId: string }>;
  /** A new file on the fixture application, uploaded by client A. */
  newAttachment(): Promise<number>;
  /** A new unread notification of client A. */
  newNotification(): Promise<number>;
  newOption(list: OptionList): Promise<number>;
  newTransition(): Promise<number>;
  /** A new user of `role`, signed in: for requests that end the caller's session. */
  freshSession(role: Role): Promise<Session>;
  /** A new editor invited by the admin, who has not accepted yet. */
  newInvitee(): Promise<number>;
  /** A new import of `editor` (one valid row for client A), checked when told. */
  newImport(checked?: boolean): Promise<number>;
  /**
   * Resolves once no background work a request started is left: an import's check or commit,
   * the recomputation of the service-level clocks.
   */
  settled(): Promise<void>;
};

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence += 1)}`;

function ok<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300) {
    throw new Error(`fixture ${what}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/** Builds the world on a fresh app (one per test file). */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const [clientA, clientB, editor, otherEditor, admin] = await Promise.all(
    (['clientA', 'clientB', 'editor', 'otherEditor', 'admin'] as const).map((actor) =>
      signInAs(app, ROLE_OF[actor], { fullName: actor, firstName: actor }),
    ),
  );
  const sessions = {
    clientA: clientA!,
    clientB: clientB!,
    editor: editor!,
    otherEditor: otherEditor!,
    admin: admin!,
  };
  const as = (session: Session) => session.auth;

  const types = ok<{ id: number; value: string }[]>(
    await app.inject({
      url: '/api/transactions/form-config/application-types/active/',
      headers: as(admin!),
    }),
    'types',
  );
  const transactionType = types[0]!.value;

  const newApplication = async (status: 'draft' | 'submitted' = 'submitted') => {
    const body = ok<{ id: number; transaction_id: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/transactions/',
        headers: as(admin!),
        payload: {
          // Every form field: a field the fuzz test made required does not refuse the fixture.
          title: `Fixture ${unique('app')}`,
          description: 'A fixture',
          transaction_type: transactionType,
          priority: 'normal',
          client: clientA!.user.id,
          client_email: clientA!.user.email,
          client_phone: '+966500000000',
          assigned_to: editor!.user.id,
          department: 'Fixtures',
          due_date: '2030-01-31',
          tags: ['fixture'],
          external_reference_id: 'EXT-1',
          project_id: 'P-1',
          status,
        },
      }),
      'application',
    );
    return { id: body.id, transactionId: body.transaction_id };
  };
  const application = await newApplication('submitted');

  const newAttachment = async () => {
    const upload = multipartFile('file', `${unique('file')}.png`, 'image/png', TINY_PNG);
    return ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: `/api/transactions/${application.id}/attachments/`,
        headers: { ...as(clientA!), ...upload.headers },
        payload: upload.payload,
      }),
      'attachment',
    ).id;
  };

  const comment = async (isInternal: boolean) =>
    ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: `/api/transactions/${application.id}/comments/`,
        headers: as(editor!),
        payload: { text: isInternal ? 'Internal note' : 'Public note', is_internal: isInternal },
      }),
      'comment',
    ).id;

  const newNotification = async () => {
    const [row] = await app.db
      .insert(notifications)
      .values({
        userId: clientA!.user.id,
        type: 'application',
        event: 'assignment',
        title: 'Fixture',
      })
      .returning();
    if (!row) throw new Error('fixture notification: nothing inserted');
    return row.id;
  };

  const newOption = async (list: OptionList) =>
    ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: `/api/transactions/form-config/${list}/`,
        headers: as(admin!),
        payload: {
          value: unique('opt'),
          label_en: 'Fixture',
          label_ar: 'تجربة',
          badge_color: '#336699',
        },
      }),
      `option of ${list}`,
    ).id;

  const newTransition = async () => {
    const status = ok<{ value: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/transactions/form-config/statuses/',
        headers: as(admin!),
        payload: {
          value: unique('st'),
          label_en: 'Fixture',
          label_ar: 'تجربة',
          badge_color: '#336699',
        },
      }),
      'status',
    );
    return ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/transactions/form-config/status-transitions/',
        headers: as(admin!),
        payload: { from_status: 'draft', to_status: status.value, min_role: 'admin' },
      }),
      'transition',
    ).id;
  };

  const logo = multipartFile('logo', 'logo.png', 'image/png', TINY_PNG);
  const { logo_url: logoUrl } = ok<{ logo_url: string }>(
    await app.inject({
      method: 'POST',
      url: '/api/system/upload-logo/',
      headers: { ...as(admin!), ...logo.headers },
      payload: logo.payload,
    }),
    'logo',
  );

  const attachmentId = await newAttachment();

  // A cancelled application has a decision letter to issue (the shipped one for cancelled).
  const decidedApp = await newApplication('submitted');
  ok(
    await app.inject({
      method: 'POST',
      url: `/api/transactions/${decidedApp.id}/transition/`,
      headers: as(admin!),
      payload: { status: 'cancelled' },
    }),
    'cancelled',
  );
  const newDocument = async () =>
    ok<{ id: number; verify_url: string }>(
      await app.inject({
        method: 'POST',
        url: `/api/transactions/${decidedApp.id}/documents/`,
        headers: as(admin!),
        payload: { kind: 'decision', language: 'ar' },
      }),
      'document',
    );
  const firstDocument = await newDocument();
  const commentId = await comment(false);
  const internalCommentId = await comment(true);
  const notificationId = await newNotification();
  const preferences = ok<{ id: number }[]>(
    await app.inject({
      url: '/api/notifications/notifications/preferences/',
      headers: as(clientA!),
    }),
    'preferences',
  );
  const fields = ok<{ results: { id: number; field_name: string }[] }>(
    await app.inject({ url: '/api/transactions/form-config/fields/', headers: as(admin!) }),
    'fields',
  );
  const firstId = async (list: string) =>
    ok<{ id: number }[]>(
      await app.inject({ url: `/api/transactions/form-config/${list}/`, headers: as(admin!) }),
      list,
    )[0]!.id;

  const newImport = async (checked = false) => {
    const csv = `Title,Type,Priority,Client email\r\nImported,${transactionType},normal,${clientA!.user.email}\r\n`;
    const upload = multipartFile('file', `${unique('import')}.csv`, 'text/csv', Buffer.from(csv));
    const mapping = {
      Title: 'title',
      Type: 'transaction_type',
      Priority: 'priority',
      'Client email': 'client_email',
    };
    const { id } = ok<{ id: number }>(
      await app.inject({
        method: 'POST',
        url: '/api/transactions/import/upload/',
        headers: { ...as(editor!), ...upload.headers },
        payload: upload.payload,
      }),
      'import',
    );
    if (!checked) return id;
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/transactions/import/${id}/check/`,
        headers: as(editor!),
        payload: { mapping },
      }),
      'import check',
    );
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const { status, errors } = ok<{ status: string; errors: unknown[] }>(
        await app.inject({ url: `/api/transactions/import/${id}/`, headers: as(editor!) }),
        'import status',
      );
      if (status === 'checked' && errors.length) {
        throw new Error(`fixture import: ${JSON.stringify(errors)}`);
      }
      if (status === 'checked') return id;
      if (status !== 'checking') throw new Error(`fixture import: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('fixture import: check did not end');
  };

  return {
    app,
    sessions,
    application,
    attachmentId,
    commentId,
    internalCommentId,
    notificationId,
    preferenceId: preferences[0]!.id,
    fieldId: fields.results.find((f) => f.field_name === 'department')?.id ?? fields.results[0]!.id,
    optionIds: {
      'application-types': await firstId('application-types'),
      priorities: await firstId('priorities'),
      statuses: await firstId('statuses'),
    },
    transitionId: await firstId('status-transitions'),
    logoName: logoUrl.slice(logoUrl.lastIndexOf('/') + 1),
    transactionType,
    emailTemplateId: (await app.inject({ url: '/api/email-templates/', headers: as(admin!) }))
      .json<{ id: number; key: string }[]>()
      .find((t) => t.key === 'verify_email')!.id,
    decided: {
      id: decidedApp.id,
      documentId: firstDocument.id,
      token: firstDocument.verify_url.slice(firstDocument.verify_url.lastIndexOf('/') + 1),
    },
    newDocument: async () => (await newDocument()).id,
    newApplication,
    newAttachment,
    newNotification,
    newOption,
    newTransition,
    freshSession: (role) => signInAs(app, role),
    newImport,
    async settled() {
      // A change of the service levels' rules recomputes the clocks in the background.
      await recomputeClocks(app.db);
      // An import's check or commit, and the receipt of an application submitted.
      await backgroundSettled(app.db);
    },
    newInvitee: async () =>
      ok<{ id: number }>(
        await app.inject({
          method: 'POST',
          url: '/api/users/',
          headers: as(admin!),
          payload: {
            email: `${unique('invitee')}@example.test`,
            first_name: 'Invited',
            last_name: 'Editor',
            role: 'editor',
          },
        }),
        'invitee',
      ).id,
  };
}
