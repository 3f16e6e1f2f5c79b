import { describe, expect, it } from 'vitest';
import { desktopAllowed, desktopOptions } from './alerts';

const item = { id: 9, title: 'T', message: 'M', category: 'info' };

describe('desktop notifications', () => {
  it('need the switch on and the permission granted', () => {
    expect(desktopAllowed({ desktop_enabled: true }, 'granted')).toBe(true);
    expect(desktopAllowed({ desktop_enabled: false }, 'granted')).toBe(false);
    expect(desktopAllowed({ desktop_enabled: true }, 'default')).toBe(false);
    expect(desktopAllowed({ desktop_enabled: true }, 'denied')).toBe(false);
    expect(desktopAllowed({ desktop_enabled: true }, undefined)).toBe(false);
  });
  it('stay until dismissed only for danger, with the favicon as icon', () => {
    expect(desktopOptions({ ...item, category: 'danger' }, '/f.ico')).toMatchObject({
      body: 'M',
      icon: '/f.ico',
      requireInteraction: true,
    });
    for (const category of ['info', 'success', 'warning', 'other']) {
      expect(desktopOptions({ ...item, category }, '/f.ico').requireInteraction).toBe(false);
    }
  });
});
