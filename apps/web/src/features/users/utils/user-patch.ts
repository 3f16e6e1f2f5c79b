import type { TManagedUser, TUserPatch } from '@mutabaa/shared';

/** What the edit dialog can change. */
export type EditableUser = Required<
  Pick<
    TUserPatch,
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'company_name'
    | 'language_preference'
    | 'role'
    | 'is_active'
  >
>;

const EDITABLE = [
  'first_name',
  'last_name',
  'phone_number',
  'company_name',
  'language_preference',
  'role',
  'is_active',
] as const satisfies readonly (keyof EditableUser)[];

/** The edit dialog's starting values: the user as they are. */
export function editableOf(user: TManagedUser): EditableUser {
  return Object.fromEntries(EDITABLE.map((key) => [key, user[key]])) as EditableUser;
}

/**
 * Only the fields that changed go in the PATCH, so that saving a name does not also send the
 * role or the active state (and meet their rules: last admin, hand-over).
 */
export function changedFields(user: TManagedUser, values: EditableUser): TUserPatch {
  const patch: Record<string, unknown> = {};
  for (const key of EDITABLE) if (values[key] !== user[key]) patch[key] = values[key];
  return patch as TUserPatch;
}

/** Whether a PATCH deactivates the user (it is confirmed first and may need a hand-over). */
export const deactivates = (patch: TUserPatch) => patch.is_active === false;
