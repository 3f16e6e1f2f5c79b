import type { Role } from '@mutabaa/shared';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  // The user's id too: another user signing in on the same tab never sees this one's figures.
  view: (role: Role, userId: number | undefined) => [...dashboardKeys.all, role, userId] as const,
};
