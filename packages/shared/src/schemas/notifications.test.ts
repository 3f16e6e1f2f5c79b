import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, notificationEventsFor } from './notifications.js';

describe('notificationEventsFor', () => {
  it('gives an admin every event, in the shared order', () => {
    expect(notificationEventsFor('admin')).toEqual([...NOTIFICATION_EVENTS]);
  });

  it('gives an editor the staff events but not registrations', () => {
    expect(notificationEventsFor('editor')).toEqual([
      'assignment',
      'status_change',
      'comment',
      'import_finished',
      'due_reminder',
      'announcement',
      'sla_warning',
      'sla_breach',
    ]);
  });

  it('gives a client only what reaches a client, whatever the case of the role', () => {
    const events = ['status_change', 'comment', 'announcement'];
    expect(notificationEventsFor('client')).toEqual(events);
    expect(notificationEventsFor('Client')).toEqual(events);
  });

  it('gives nothing to an unknown role', () => {
    expect(notificationEventsFor('guest')).toEqual([]);
    expect(notificationEventsFor(undefined)).toEqual([]);
  });
});
