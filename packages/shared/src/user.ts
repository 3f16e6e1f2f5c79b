import { BADGE_CAP } from './limits.js';

export type NameParts = {
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
};

/** Full name, else first and last name, else e-mail, else "User". */
export function displayName(user: NameParts | null | undefined, fallback = 'User'): string {
  if (!user) return fallback;
  const full = user.full_name?.trim();
  if (full) return full;
  const parts = [user.first_name?.trim(), user.last_name?.trim()].filter(Boolean).join(' ');
  if (parts) return parts;
  const email = user.email?.trim();
  if (email) return email;
  return fallback;
}

/** Capitalises a role for display: "editor" -> "Editor". */
export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** The unread badge text: the count, or "99+" above 99; empty for none. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
