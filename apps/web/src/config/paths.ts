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
  /** The public check of an official document, the address under its QR code. */
  verifyDocument: {
    path: '/verify/:token',
    getHref: (token: string) => `/verify/${encodeURIComponent(token)}`,
  },
  publicTransaction: {
    path: '/public/transactions/:transactionId',
    getHref: (transactionId: string) => `/public/transactions/${encodeURIComponent(transactionId)}`,
  },

  dashboard: route('/dashboard'),
  transactions: {
    path: '/transactions',
    /** `import`: only the applications that bulk import created. */
    getHref: (query: { search?: string; import?: number } = {}) => {
      const params = new URLSearchParams();
      const search = query.search?.trim();
      if (search) params.set('search', search);
      if (query.import !== undefined) params.set('import', String(query.import));
      const text = params.toString();
      return text ? `/transactions?${text}` : '/transactions';
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
  /** The application laid out for paper, without the app's frame. */
  transactionPrint: {
    path: '/transactions/:id/print',
    getHref: (id: string | number) => `/transactions/${encodeURIComponent(String(id))}/print`,
  },
  /**
   * A client's new application; `draft` reopens one of their drafts
   * (docs/architecture.md#client-created-applications).
   */
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
  documentTemplates: route('/document-templates'),
  documentTemplate: {
    path: '/document-templates/:id',
    getHref: (id: number) => `/document-templates/${encodeURIComponent(String(id))}`,
  },
  auditLogs: route('/audit-logs'),
  assignedTasks: route('/assigned-tasks'),
  /** `id` opens that import at the step its status has reached. */
  importWizard: {
    path: '/import-wizard',
    getHref: (id?: number) =>
      id === undefined
        ? '/import-wizard'
        : `/import-wizard?${new URLSearchParams({ id: String(id) })}`,
  },
  drafts: route('/drafts'),
  documents: route('/documents'),
} as const;

export type PathName = keyof typeof paths;
