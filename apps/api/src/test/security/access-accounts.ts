import { TEST_PASSWORD } from '../factories.js';
import {
  everyone,
  signedIn,
  adminOnly,
  freshSession,
  unique,
  type AccessRow,
} from './access-rules.js';

/** Signing in, accounts, profiles and User Management. */
export const ACCOUNTS_ACCESS: Record<string, AccessRow> = {
  'GET /api/health/': { expect: everyone(200) },
  'GET /api/health/ready/': { expect: everyone(200) },

  'POST /api/login/': {
    expect: everyone(200),
    request: (w) => ({ body: { email: w.sessions.clientB.user.email, password: TEST_PASSWORD } }),
  },
  'POST /api/logout/': {
    expect: everyone(200),
    request: async (w, actor) => {
      const session = await freshSession(w, actor);
      return { session, body: session ? { refresh: session.refresh } : {} };
    },
  },
  'POST /api/register/': {
    expect: everyone(201),
    request: () => ({
      body: {
        email: `${unique('new')}@example.test`,
        password: 'Fresh#Passw0rd',
        confirm_password: 'Fresh#Passw0rd',
        first_name: 'New',
        last_name: 'Client',
      },
    }),
  },
  'POST /api/verify-email/': {
    expect: everyone(400),
    request: () => ({ body: { token: 'unknown-token' } }),
  },
  'POST /api/resend-verification/': {
    expect: everyone(200),
    request: () => ({ body: { email: 'nobody@example.test' } }),
  },
  'POST /api/reset-password/': {
    expect: everyone(200),
    request: () => ({ body: { email: 'nobody@example.test' } }),
  },
  'POST /api/reset-password/confirm/': {
    expect: everyone(400),
    request: () => ({
      body: {
        token: 'unknown-token',
        new_password: 'N3w#Passw0rd!',
        confirm_password: 'N3w#Passw0rd!',
      },
    }),
  },
  'POST /api/change-password/': {
    expect: signedIn(200),
    request: async (w, actor) => ({
      session: await freshSession(w, actor),
      body: { old_password: TEST_PASSWORD, new_password: 'An0ther#Secret' },
    }),
  },
  'POST /api/token/refresh/': {
    expect: everyone(200),
    request: async (w) => ({ body: { refresh: (await w.freshSession('client')).refresh } }),
  },

  'GET /api/profile/': { expect: signedIn(200) },
  'PATCH /api/profile/': {
    expect: signedIn(200),
    request: () => ({ body: { company_name: 'Fixture Co' } }),
  },
  'GET /api/users/': { expect: adminOnly(200) },
  'GET /api/users/{id}/': {
    expect: adminOnly(200),
    request: (w) => ({ params: { id: w.sessions.clientA.user.id } }),
  },
  'POST /api/users/': {
    expect: adminOnly(201),
    request: () => ({
      body: {
        email: `${unique('created')}@example.test`,
        first_name: 'Created',
        last_name: 'User',
        role: 'client',
        password: 'Fresh#Passw0rd',
      },
    }),
  },
  'PATCH /api/users/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({
      params: { id: (await w.freshSession('client')).user.id },
      body: { company_name: 'Changed Co' },
    }),
  },
  'DELETE /api/users/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: (await w.freshSession('client')).user.id } }),
  },
  'POST /api/users/{id}/resend-invitation/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await w.newInvitee() } }),
  },
  'POST /api/users/{id}/send-password-reset/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: (await w.freshSession('client')).user.id } }),
  },
  'POST /api/users/bulk_update/': {
    expect: adminOnly(200),
    request: async (w) => ({
      body: { user_ids: [(await w.freshSession('client')).user.id], is_active: false },
    }),
  },
  'POST /api/accept-invitation/': {
    expect: everyone(400),
    request: () => ({
      body: {
        token: 'unknown-token',
        new_password: 'N3w#Passw0rd!',
        confirm_password: 'N3w#Passw0rd!',
      },
    }),
  },
};
