import type { TPublicApplication } from '@mutabaa/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { testCast } from '../../test/cast.js';
import { createApplication } from '../../test/factories.js';
import { applicationHistory, applications } from '../../db/schema/index.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast([
  ['admin', { fullName: 'Admin Person' }],
  ['editor', { fullName: 'Editor Person' }],
  ['client', { fullName: 'فاطمة الزهراء', phoneNumber: '+966511112222' }],
]);

type Created = { id: number; transaction_id: string; reference_number: string };

const created = (extra: object = {}): Promise<Created> =>
  createApplication(t.app, admin, {
    title: 'Building permit',
    description: 'Private details of the case',
    client: client.user.id,
    assigned_to: editor.user.id,
    status: 'submitted',
    ...extra,
  });

const view = (transactionId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/transactions/${encodeURIComponent(transactionId)}/`,
    headers,
  });

describe('GET /api/public/transactions/{transaction_id}/', () => {
  it('shows reference, title, type, status and timeline without signing in', async () => {
    const app = await created();
    for (const status of ['under_review', 'approved']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${app.id}/transition/`,
        headers: editor.auth,
        payload: { status, comment: `secret note ${status}` },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${app.id}/comments/`,
      headers: editor.auth,
      payload: { text: 'Internal remark' },
    });

    const response = await view(app.transaction_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<TPublicApplication>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'transaction_id',
        'reference_number',
        'title',
        'transaction_type',
        'transaction_type_display',
        'status',
        'status_display',
        'updated_at',
        'timeline',
        'sla',
      ].sort(),
    );
    // No service-level policy applies here.
    expect(body.sla).toBeNull();
    expect(body).toMatchObject({
      transaction_id: app.transaction_id,
      reference_number: app.reference_number,
      title: 'Building permit',
      transaction_type: 'renewal',
      status: 'approved',
    });
    expect(body.status_display.label_en).toBeTruthy();
    expect(body.status_display.label_ar).toMatch(/[\u0600-\u06FF]/);
    expect(body.transaction_type_display?.label_ar).toMatch(/[\u0600-\u06FF]/);
    expect(body.timeline.map((e) => e.status)).toEqual(['submitted', 'under_review', 'approved']);
    expect(
      body.timeline.every((e) => Object.keys(e).sort().join() === 'at,status,status_display'),
    ).toBe(true);

    // No personal data anywhere in the body.
    const raw = response.body;
    for (const secret of [
      client.user.email,
      client.user.fullName,
      '+966511112222',
      editor.user.email,
      'Editor Person',
      admin.user.email,
      'Admin Person',
      'Private details',
      'secret note',
      'Internal remark',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('starts the timeline at creation even without a created entry', async () => {
    const app = await created();
    await t.app.db.delete(applicationHistory).where(eq(applicationHistory.applicationId, app.id));
    const body = (await view(app.transaction_id)).json<TPublicApplication>();
    expect(body.timeline.map((e) => e.status)).toEqual(['submitted']);
  });

  it('accepts the id in lower case', async () => {
    const app = await created();
    const response = await view(app.transaction_id.toLowerCase());
    expect(response.statusCode).toBe(200);
  });

  it('reads the id’s Arabic-Indic or Persian digits as ASCII', async () => {
    const { id } = await created();
    // An id with every digit (a random one may have few).
    const app = { transaction_id: 'TX-01234567AB' };
    await t.app.db
      .update(applications)
      .set({ transactionId: app.transaction_id })
      .where(eq(applications.id, id));
    for (const set of ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹']) {
      const typed = app.transaction_id.replace(/[0-9]/g, (d) => set[Number(d)]!);
      const response = await view(`\u200f${typed.toLowerCase()}`);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json<TPublicApplication>().transaction_id).toBe(app.transaction_id);
    }
  });

  it('404 for a draft, as for an unknown id, until it is submitted', async () => {
    const draft = await created({ status: 'draft' });
    const hidden = await view(draft.transaction_id, { 'accept-language': 'en' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(
      (await view('TX-0000000000', { 'accept-language': 'en' })).json(),
    );
    expect(hidden.body).not.toContain('Building permit');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${draft.id}/transition/`,
      headers: admin.auth,
      payload: { status: 'submitted' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await view(draft.transaction_id)).statusCode).toBe(200);
  });

  it('404 for an unknown, malformed or deleted application', async () => {
    expect((await view('TX-0000000000')).statusCode).toBe(404);
    expect((await view('nonsense')).statusCode).toBe(404);
    const app = await created();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/transactions/${app.id}/`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const response = await view(app.transaction_id, { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect(response.json().detail).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the per-address ceiling', async () => {
    const limited = await createTestApp({ rateLimitIpMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: '/api/public/transactions/TX-0000000000/',
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().code).toBe('rate_limited');
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
