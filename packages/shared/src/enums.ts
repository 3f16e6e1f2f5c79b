/** Roles in descending order of power; the level decides what a role may do. */
export const ROLES = ['admin', 'editor', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LEVELS: Record<Role, number> = { admin: 3, editor: 2, client: 1 };

/** Lower-cases a role name; returns null for anything that is not one of ours. */
export function normalizeRole(role: unknown): Role | null {
  if (typeof role !== 'string') return null;
  const lower = role.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

/** True when `role` reaches the level of `required` (admin > editor > client). */
export function hasRole(role: unknown, required: Role): boolean {
  const normalized = normalizeRole(role);
  if (!normalized) return false;
  return ROLE_LEVELS[normalized] >= ROLE_LEVELS[required];
}

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Picks a supported language out of a stored value or an Accept-Language header. */
export function pickLanguage(
  value: string | null | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  if (!value) return fallback;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'ar' || tag === 'en') return tag;
  }
  return fallback;
}

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'approved',
  'in_progress',
  'pending',
  'paid',
  'completed',
  'cancelled',
  'on_hold',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: '#6c757d',
  submitted: '#17a2b8',
  under_review: '#17a2b8',
  approved: '#007bff',
  in_progress: '#0056b3',
  pending: '#ffc107',
  paid: '#20c997',
  completed: '#28a745',
  cancelled: '#dc3545',
  on_hold: '#fd7e14',
};

export const UNKNOWN_STATUS_COLOR = '#6c757d';

/** Status names are matched lower-case with spaces turned into underscores. */
export function statusKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

export function statusColor(name: string): string {
  const key = statusKey(name);
  return (STATUS_COLORS as Record<string, string>)[key] ?? UNKNOWN_STATUS_COLOR;
}
