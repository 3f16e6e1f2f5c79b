import type { Language, TUserBulkUpdate, TUserCreate, TUserPatch } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { NewUserRow, UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { translate } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/index.js';
import * as repository from './users.repository.js';
import type { UsersDeps } from './users.service.js';

// User Management's writes (admin only): create or invite, edit, (de)activate one or many
// with the hand-over of their open applications, invitations, resets and deletion. Every
// one is audited with its before and after, in the transaction of the change.

const EDITABLE = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  company_name: 'companyName',
  language_preference: 'languagePreference',
  role: 'role',
  is_active: 'isActive',
  is_available: 'isAvailable',
} as const satisfies Partial<Record<keyof TUserPatch, keyof NewUserRow>>;

type Changes = Record<string, { from: unknown; to: unknown }>;

const conflict = (code: string, params = {}) => new AppError(409, code, { params });

/** Whether `user` may hold applications (an assignee is an editor or admin). */
const isStaff = (role: string) => role === 'editor' || role === 'admin';

export class UserAdmin {
  constructor(private readonly deps: UsersDeps) {}

  /** POST /users/: with a password the account is ready; without one an invitation is mailed. */
  async create(input: TUserCreate, actor: Actor): Promise<UserRow> {
    const invite = input.password === undefined;
    const passwordHash = invite ? '' : await hashPassword(input.password!);
    return this.deps.db.transaction(async (tx) => {
      const user = await repository.insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        fullName: `${input.first_name} ${input.last_name}`.trim(),
        phoneNumber: input.phone_number ?? '',
        companyName: input.company_name ?? '',
        languagePreference: input.language_preference ?? 'ar',
        role: input.role,
        isActive: true,
        emailVerified: !invite,
        invitationPending: invite,
      });
      if (!user) throw conflict('email_in_use');
      if (invite) await this.deps.accounts.invite(tx, user);
      await this.audit(tx, actor, invite ? 'user.invited' : 'user.created', user.id, {
        email: user.email,
        role: user.role,
        first_name: user.firstName,
        last_name: user.lastName,
        phone_number: user.phoneNumber,
        company_name: user.companyName,
        language_preference: user.languagePreference,
      });
      return user;
    });
  }

  /**
   * PATCH /users/{id}/. Deactivating someone, or making a client of staff, who holds open
   * applications needs `reassign_to` (409 handover_required otherwise); the hand-over and the
   * change happen together. The last active admin keeps their role and access; nobody
   * deactivates themselves.
   */
  async update(id: number, patch: TUserPatch, actor: Actor): Promise<UserRow> {
    return this.deps.db.transaction(async (tx) => {
      const [user] = await repository.lockUsers(tx, [id]);
      if (!user) throw new AppError(404, 'not_found');
      const values: Partial<NewUserRow> = {};
      const changes: Changes = {};
      for (const [field, column] of Object.entries(EDITABLE) as [
        keyof typeof EDITABLE,
        (typeof EDITABLE)[keyof typeof EDITABLE],
      ][]) {
        const next = patch[field];
        if (next === undefined || next === user[column]) continue;
        Object.assign(values, { [column]: next });
        changes[field] = { from: user[column], to: next };
      }
      if (values.firstName !== undefined || values.lastName !== undefined) {
        const fullName =
          `${values.firstName ?? user.firstName} ${values.lastName ?? user.lastName}`.trim();
        if (fullName !== user.fullName) {
          values.fullName = fullName;
          changes.full_name = { from: user.fullName, to: fullName };
        }
      }
      if (Object.keys(changes).length === 0) return user;
      const next = { ...user, ...values } as UserRow;
      await this.assertAdminsRemain(tx, [user], [next], actor);
      const reassigned = await this.handOver(tx, [user], [next], patch.reassign_to, actor);
      const updated = await repository.updateUser(tx, id, values);
      if (!updated) throw new AppError(404, 'not_found');
      if (values.isActive === false) await this.deps.accounts.endSessions(tx, id);
      if (values.fullName !== undefined) await this.deps.applications.afterRename(tx, updated);
      await this.audit(tx, actor, 'user.updated', id, {
        ...changes,
        ...(reassigned !== undefined && {
          handed_over: { count: reassigned, to: patch.reassign_to ?? null },
        }),
      });
      return updated;
    });
  }

  /** POST /users/bulk_update/: every user or none, as `update` would (de)activate each. */
  async bulkUpdate(
    input: TUserBulkUpdate,
    actor: Actor,
  ): Promise<{ updated: number; reassigned: number }> {
    return this.deps.db.transaction(async (tx) => {
      const ids = [...new Set(input.user_ids)];
      const users = await repository.lockUsers(tx, ids);
      if (users.length !== ids.length) {
        const found = new Set(users.map((u) => u.id));
        const missing = ids.filter((i) => !found.has(i)).slice(0, 20);
        throw new AppError(422, 'validation_error', {
          fieldErrors: {
            user_ids: [{ key: 'unknown_users', params: { ids: missing.join(', ') } }],
          },
        });
      }
      const changing = users.filter((u) => u.isActive !== input.is_active);
      const next = changing.map((u) => ({ ...u, isActive: input.is_active }));
      await this.assertAdminsRemain(tx, changing, next, actor);
      const reassigned = await this.handOver(tx, changing, next, input.reassign_to, actor);
      for (const user of changing) {
        await repository.updateUser(tx, user.id, { isActive: input.is_active });
        if (!input.is_active) await this.deps.accounts.endSessions(tx, user.id);
        await this.audit(
          tx,
          actor,
          input.is_active ? 'user.activated' : 'user.deactivated',
          user.id,
          {
            is_active: { from: user.isActive, to: input.is_active },
          },
        );
      }
      return { updated: changing.length, reassigned: reassigned ?? 0 };
    });
  }

  /** POST /users/{id}/resend-invitation/: a new link; the earlier one stops working. */
  async resendInvitation(id: number, actor: Actor): Promise<UserRow> {
    return this.deps.db.transaction(async (tx) => {
      const [user] = await repository.lockUsers(tx, [id]);
      if (!user) throw new AppError(404, 'not_found');
      if (!user.invitationPending) throw conflict('invitation_not_pending');
      if (!user.isActive) throw conflict('user_inactive');
      await this.deps.accounts.invite(tx, user);
      await this.audit(tx, actor, 'user.invitation_resent', id, { email: user.email });
      return user;
    });
  }

  /** POST /users/{id}/send-password-reset/: the "forgot password" mail, sent by an admin. */
  async sendPasswordReset(id: number, actor: Actor): Promise<UserRow> {
    return this.deps.db.transaction(async (tx) => {
      const [user] = await repository.lockUsers(tx, [id]);
      if (!user) throw new AppError(404, 'not_found');
      if (!user.isActive) throw conflict('user_inactive');
      if (user.invitationPending) throw conflict('invitation_pending');
      await this.deps.accounts.sendPasswordReset(tx, user);
      await this.audit(tx, actor, 'user.password_reset_sent', id, { email: user.email });
      return user;
    });
  }

  /**
   * DELETE /users/{id}/: a client with applications is anonymised (personal data gone, the
   * applications and their history kept); a client without any is removed. Staff are never
   * deleted, so that their work stays attributed: they are deactivated instead.
   */
  async remove(id: number, actor: Actor, lang: Language): Promise<{ anonymised: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      const [user] = await repository.lockUsers(tx, [id]);
      if (!user) throw new AppError(404, 'not_found');
      if (user.role !== 'client') throw conflict('staff_not_deletable');
      const before = {
        email: user.email,
        full_name: user.fullName,
        phone_number: user.phoneNumber,
        company_name: user.companyName,
      };
      await this.deps.accounts.endSessions(tx, id);
      if (!(await this.deps.applications.isClientOfApplications(tx, id))) {
        await repository.deleteUser(tx, id);
        // A removal's values are the ones before it.
        await this.audit(tx, actor, 'user.deleted', id, before);
        return { anonymised: false };
      }
      const name = `${translate(lang, 'anonymised_name')} ${id}`;
      const updated = await repository.anonymiseUser(tx, id, name);
      if (!updated) throw new AppError(404, 'not_found');
      await this.deps.applications.anonymiseClient(tx, updated);
      const after = {
        email: updated.email,
        full_name: updated.fullName,
        phone_number: updated.phoneNumber,
        company_name: updated.companyName,
      };
      const changes: Changes = {};
      for (const [field, from] of Object.entries(before)) {
        changes[field] = { from, to: after[field as keyof typeof after] };
      }
      await this.audit(tx, actor, 'user.anonymised', id, changes);
      return { anonymised: true };
    });
  }

  /**
   * The last active admin stays one: 409 when the changes (`before` → `after`, the same users
   * in the same order) would leave no active admin, or deactivate the actor.
   */
  private async assertAdminsRemain(
    tx: Executor,
    before: UserRow[],
    after: UserRow[],
    actor: Actor,
  ): Promise<void> {
    after.forEach((user, i) => {
      if (user.id === actor.user.id && before[i]!.isActive && !user.isActive) {
        throw conflict('self_deactivation');
      }
    });
    const losing = before.filter(
      (u, i) =>
        u.role === 'admin' && u.isActive && (after[i]!.role !== 'admin' || !after[i]!.isActive),
    );
    if (losing.length === 0) return;
    const admins = await repository.lockActiveAdminIds(tx);
    const leaving = new Set(losing.map((u) => u.id));
    if (admins.every((adminId) => leaving.has(adminId))) throw conflict('last_admin');
  }

  /**
   * Hands over the open applications of the staff who stop taking work (deactivated, or no
   * longer staff) to `to` (another active editor or admin) or the queue (null). Without `to`
   * (undefined) while they hold some: 409 handover_required with the count. Returns how many
   * moved, or undefined when nobody stopped.
   */
  private async handOver(
    tx: Executor,
    before: UserRow[],
    after: UserRow[],
    to: number | null | undefined,
    actor: Actor,
  ): Promise<number | undefined> {
    const stopping = before
      .filter((u, i) => {
        const next = after[i]!;
        return isStaff(u.role) && u.isActive && (!next.isActive || !isStaff(next.role));
      })
      .map((u) => u.id);
    if (stopping.length === 0) return undefined;
    const held = await this.deps.applications.heldApplicationIds(tx, stopping);
    if (held.length === 0) return 0;
    if (to === undefined) throw conflict('handover_required', { count: held.length });
    if (to !== null && stopping.includes(to)) {
      throw fieldError(
        'validation_error',
        'reassign_to',
        'handover_same_user',
        422,
        'validation_error',
      );
    }
    return this.deps.applications.handOver(tx, held, to, actor);
  }

  private async audit(
    tx: Executor,
    actor: Actor,
    action: string,
    userId: number,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await writeAuditLog(tx, {
      actorId: actor.user.id,
      action,
      entityType: 'user',
      entityId: String(userId),
      changes,
      ip: actor.ip,
    });
  }
}
