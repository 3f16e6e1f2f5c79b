import { EMAIL_DIGESTS, STORAGE_KEYS, type EmailDigest } from '@mutabaa/shared';
import type { KeyValueStore } from '../../../lib/storage';

/** Spec §3 local notification settings, kept in the browser under `notification_settings`. */
export type LocalNotificationSettings = {
  preferences: unknown[];
  sound_enabled: boolean;
  desktop_enabled: boolean;
  email_digest: EmailDigest;
};

/** Spec §9 defaults: sound on, desktop off, digest immediately. */
export const DEFAULT_LOCAL_SETTINGS: LocalNotificationSettings = {
  preferences: [],
  sound_enabled: true,
  desktop_enabled: false,
  email_digest: 'immediately',
};

/** The stored settings, each missing or unreadable field at its default. */
export function readLocalSettings(store: KeyValueStore): LocalNotificationSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(STORAGE_KEYS.notificationSettings) ?? 'null');
  } catch {
    raw = null;
  }
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    preferences: Array.isArray(value.preferences)
      ? value.preferences
      : DEFAULT_LOCAL_SETTINGS.preferences,
    sound_enabled:
      typeof value.sound_enabled === 'boolean'
        ? value.sound_enabled
        : DEFAULT_LOCAL_SETTINGS.sound_enabled,
    desktop_enabled:
      typeof value.desktop_enabled === 'boolean'
        ? value.desktop_enabled
        : DEFAULT_LOCAL_SETTINGS.desktop_enabled,
    email_digest: (EMAIL_DIGESTS as readonly unknown[]).includes(value.email_digest)
      ? (value.email_digest as EmailDigest)
      : DEFAULT_LOCAL_SETTINGS.email_digest,
  };
}

/** Stores a change on top of what is stored; answers the whole new settings. */
export function writeLocalSettings(
  store: KeyValueStore,
  change: Partial<LocalNotificationSettings>,
): LocalNotificationSettings {
  const next = { ...readLocalSettings(store), ...change };
  try {
    store.setItem(STORAGE_KEYS.notificationSettings, JSON.stringify(next));
  } catch (error) {
    console.error(error);
  }
  return next;
}
