import {
  UNKNOWN_STATUS_COLOR,
  type Role,
  type TApplication,
  type TOptionDisplay,
  type TUserRef,
} from '@mutabaa/shared';
import type { ApplicationRow, OptionRow, UserRow } from '../../db/schema/index.js';

/** Option lists by value, for the `*_display` objects. */
export type OptionLookup = {
  types: Map<string, OptionRow>;
  priorities: Map<string, OptionRow>;
  statuses: Map<string, OptionRow>;
};

/**
 * Lookups already built, by the array of rows they were built from: the list's labels come
 * from a cache that hands out the same array for seconds, and building the maps again for
 * every request cost more than all of a page's labels.
 */
const lookups = new WeakMap<OptionRow[], OptionLookup>();

/** The option lists by value, from every option row. */
export function optionLookup(options: OptionRow[]): OptionLookup {
  const built = lookups.get(options);
  if (built) return built;
  const lookup: OptionLookup = { types: new Map(), priorities: new Map(), statuses: new Map() };
  for (const option of options) {
    const target =
      option.list === 'application-types'
        ? lookup.types
        : option.list === 'priorities'
          ? lookup.priorities
          : lookup.statuses;
    target.set(option.value, option);
  }
  lookups.set(options, lookup);
  return lookup;
}

/** The labels and badge colour of option `value`, for a `*_display` object. */
export function optionDisplay(options: Map<string, OptionRow>, value: string): TOptionDisplay {
  const option = options.get(value);
  // A value no list knows (any more) shows as itself, grey.
  if (!option) return { label_en: value, label_ar: value, badge_color: UNKNOWN_STATUS_COLOR };
  return { label_en: option.labelEn, label_ar: option.labelAr, badge_color: option.badgeColor };
}

/** What a user reference shows of a user. */
export type UserName = Pick<UserRow, 'id' | 'fullName' | 'email'>;

/** Who an answer is for (the signed-in user row will do). */
export type Viewer = { id: number; role: string };

/**
 * `users` as `viewer` may see them: staff see every e-mail address, a client only their own,
 * so the addresses of the staff (or of anyone else) never reach a client. Names stay.
 */
export function visibleTo<T extends UserName>(
  users: Map<number, T>,
  viewer: Viewer,
): Map<number, T> {
  if (viewer.role !== ('client' satisfies Role)) return users;
  return new Map(
    [...users].map(([id, user]) => [id, id === viewer.id ? user : { ...user, email: '' }]),
  );
}

export function userRef(users: Map<number, UserName>, id: number | null): TUserRef | null {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, full_name: user.fullName, email: user.email } : null;
}

export function presentApplication(
  row: Omit<ApplicationRow, 'searchText'>,
  users: Map<number, UserName>,
  options: OptionLookup,
  sla: TApplication['sla'] = null,
): TApplication {
  const client = userRef(users, row.clientId);
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    transaction_id: row.transactionId,
    reference_number: row.referenceNumber,
    title: row.title,
    description: row.description,
    client,
    client_name: client?.full_name || client?.email || '',
    client_email: row.clientEmail,
    client_phone: row.clientPhone,
    transaction_type: row.transactionType,
    type: row.transactionType,
    transaction_type_display:
      row.transactionType === null ? null : optionDisplay(options.types, row.transactionType),
    status: row.status,
    status_display: optionDisplay(options.statuses, row.status),
    priority: row.priority,
    priority_display: optionDisplay(options.priorities, row.priority),
    assigned_to: userRef(users, row.assignedToId),
    created_by: userRef(users, row.createdById),
    department: row.department,
    due_date: row.dueDate,
    tags: row.tags,
    external_reference_id: row.externalReferenceId,
    project_id: row.projectId,
    comment_count: row.commentCount,
    attachment_count: row.attachmentCount,
    created_at: createdAt,
    updated_at: row.updatedAt.toISOString(),
    creation_date: createdAt,
    sla,
  };
}
