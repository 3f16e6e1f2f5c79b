/** Every route path of the app and how to build a link to it. */
function route<P extends string>(path: P) {
  return { path, getHref: () => path };
}

export const paths = {
  home: route('/'),
  login: route('/login'),
  register: route('/register'),
  forgotPassword: route('/forgot-password'),
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  acceptInvitation: {
    path: '/accept-invitation/:token',
    getHref: (token: string) => `/accept-invitation/${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    path: '/verify-email/:token',
    getHref: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  publicTransaction: {
    path: '/public/transactions/:transactionId',
    getHref: (transactionId: string) => `/public/transactions/${encodeURIComponent(transactionId)}`,
  },

  dashboard: route('/dashboard'),
  transactions: {
    path: '/transactions',
    getHref: (query: { search?: string } = {}) => {
      const search = query.search?.trim();
      return search ? `/transactions?${new URLSearchParams({ search })}` : '/transactions';
    },
  },
  transactionCreate: route('/transactions/create'),
  transactionDetail: {
    path: '/transactions/:id',
    getHref: (id: string | number) => `/transactions/${encodeURIComponent(String(id))}`,
  },
  transactionEdit: {
    path: '/transactions/:id/edit',
    getHref: (id: string | number) => `/transactions/${encodeURIComponent(String(id))}/edit`,
  },
  /** A client's new application; `draft` reopens one of their drafts (DESIGN §1). */
  applicationNew: {
    path: '/applications/new',
    getHref: (draft?: string | number) =>
      draft === undefined
        ? '/applications/new'
        : `/applications/new?${new URLSearchParams({ draft: String(draft) })}`,
  },
  users: route('/users'),
  notifications: route('/notifications'),
  notificationPreferences: route('/notifications/preferences'),
  reports: route('/reports'),
  settings: route('/settings'),
  assignments: route('/assignments'),
  emailTemplates: route('/email-templates'),
  emailTemplate: {
    path: '/email-templates/:id',
    getHref: (id: number) => `/email-templates/${encodeURIComponent(String(id))}`,
  },
  auditLogs: route('/audit-logs'),
  assignedTasks: route('/assigned-tasks'),
  importWizard: route('/import-wizard'),
  drafts: route('/drafts'),
  documents: route('/documents'),
} as const;

export type PathName = keyof typeof paths;
