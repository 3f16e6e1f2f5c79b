import type { Role } from '@mutabaa/shared';

/** The demo accounts hold every role. */
export type DemoRole = Role;

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin#2026' },
  editor: { email: 'editor@example.com', password: 'Editor#2026' },
  editor2: { email: 'editor2@example.com', password: 'Editor#2026' },
  client: { email: 'client@example.com', password: 'Client#2026' },
  client2: { email: 'client2@example.com', password: 'Client#2026' },
} as const;
