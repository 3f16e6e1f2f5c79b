import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import { DEFAULT_LOCAL_SETTINGS, readLocalSettings, writeLocalSettings } from './local-settings';

describe('local notification settings', () => {
  it('default to sound on, desktop off, digest immediately', () => {
    expect(readLocalSettings(createMemoryStore())).toEqual({
      preferences: [],
      sound_enabled: true,
      desktop_enabled: false,
      email_digest: 'immediately',
    });
  });
  it('fall back field by field on unreadable values', () => {
    const store = createMemoryStore({
      notification_settings: JSON.stringify({
        sound_enabled: false,
        desktop_enabled: 'yes',
        email_digest: 'hourly',
      }),
    });
    expect(readLocalSettings(store)).toEqual({ ...DEFAULT_LOCAL_SETTINGS, sound_enabled: false });
    expect(readLocalSettings(createMemoryStore({ notification_settings: '{oops' }))).toEqual(
      DEFAULT_LOCAL_SETTINGS,
    );
  });
  it('are stored under notification_settings, a change on top of the rest', () => {
    const store = createMemoryStore();
    writeLocalSettings(store, { desktop_enabled: true });
    writeLocalSettings(store, { email_digest: 'weekly' });
    expect(JSON.parse(store.getItem('notification_settings')!)).toEqual({
      preferences: [],
      sound_enabled: true,
      desktop_enabled: true,
      email_digest: 'weekly',
    });
  });
});
