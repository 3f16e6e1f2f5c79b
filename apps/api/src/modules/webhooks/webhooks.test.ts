import type { TWebhook } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, webhooks } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { addWebhook, callAs } from './webhooks.fixtures.js';

describe('webhooks: an admin adds, reads, changes and removes them', () => {
  const {
    t,
    sessions: [admin, editor],
  } = testCast(['admin', 'editor']);
  const asAdmin = () => callAs(t.app, admin);
  const stored = async (id: number) =>
    (await t.app.db.select().from(webhooks).where(eq(webhooks.id, id)))[0];
  const audited = async (id: number) =>
    (
      await t.app.db
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'webhook'), eq(auditLogs.entityId, String(id))))
        .orderBy(auditLogs.id)
    ).map((r) => r.action);

  it('answers the secret once, at creation, and keeps it sealed', async () => {
    const created = await addWebhook(t.app, admin, {
      url: 'https://hooks.example.com/in',
      events: ['application.created', 'comment.created'],
      description: 'CRM',
    });
    expect(created).toMatchObject({
      url: 'https://hooks.example.com/in',
      events: ['application.created', 'comment.created'],
      active: true,
      description: 'CRM',
      include_internal: false,
      disabled_at: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);

    const read = await asAdmin()('GET', `/webhooks/${created.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('secret');
    const listed = (await asAdmin()('GET', '/webhooks/')).json<TWebhook[]>();
    expect(listed.find((w) => w.id === created.id)).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6));

    const row = await stored(created.id);
    expect(row!.secretSealed).not.toContain(created.secret.slice(6));
    expect(row!.secretSealed.length).toBeGreaterThan(40);
    expect(await audited(created.id)).toEqual(['webhook.created']);
  });

  it('refuses bad input with a localised 422 and writes nothing', async () => {
    const before = (await asAdmin()('GET', '/webhooks/')).json<TWebhook[]>().length;
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/x', events: ['application.created'] }, 'url'],
      [{ url: 'https://user:pw@example.com/x', events: ['application.created'] }, 'url'],
      [{ url: 'not a url', events: ['application.created'] }, 'url'],
      [{ url: 'https://example.com/x', events: [] }, 'events'],
      // An unknown event is named by its place in the list (events.0).
      [{ url: 'https://example.com/x', events: ['application.exploded'] }, 'events'],
      [{ url: 'https://example.com/x', events: ['comment.created', 'comment.created'] }, 'events'],
      // http needs WEBHOOK_ALLOW_HTTP, off here.
      [{ url: 'http://example.com/x', events: ['application.created'] }, 'url'],
    ];
    for (const [body, field] of cases) {
      const response = await asAdmin()('POST', '/webhooks/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const fields = Object.keys(response.json<{ errors: object }>().errors);
      expect(fields.map((f) => f.split('.')[0])).toContain(field);
    }
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: { ...admin.auth, 'accept-language': 'ar' },
      payload: { url: 'http://example.com/x', events: ['application.created'] },
    });
    expect(arabic.json<{ errors: { url: string[] } }>().errors.url[0]).toBe(
      'يجب أن يبدأ العنوان بـ https://.',
    );
    expect((await asAdmin()('GET', '/webhooks/')).json<TWebhook[]>()).toHaveLength(before);
  });

  it('changes fields, audits each change, and turning on again clears the failing time', async () => {
    const { id } = await addWebhook(t.app, admin, { url: 'https://hooks.example.com/a' });
    await t.app.db
      .update(webhooks)
      .set({ active: false, disabledAt: new Date(), failingSince: new Date() })
      .where(eq(webhooks.id, id));
    const response = await asAdmin()('PATCH', `/webhooks/${id}/`, {
      active: true,
      events: ['application.status_changed'],
      include_internal: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TWebhook>()).toMatchObject({
      active: true,
      disabled_at: null,
      events: ['application.status_changed'],
      include_internal: true,
    });
    expect((await stored(id))!.failingSince).toBeNull();
    expect(await audited(id)).toEqual(['webhook.created', 'webhook.updated']);
    const refused = await asAdmin()('PATCH', `/webhooks/${id}/`, { url: 'http://x.example/' });
    expect(refused.statusCode).toBe(422);
    expect((await stored(id))!.url).toBe('https://hooks.example.com/a');
  });

  it('rotates the secret: a new one, shown once, sealed in place of the old', async () => {
    const created = await addWebhook(t.app, admin, { url: 'https://hooks.example.com/r' });
    const sealedBefore = (await stored(created.id))!.secretSealed;
    const response = await asAdmin()('POST', `/webhooks/${created.id}/rotate-secret/`);
    expect(response.statusCode).toBe(200);
    const { secret } = response.json<{ secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.secret);
    expect((await stored(created.id))!.secretSealed).not.toBe(sealedBefore);
    expect(await audited(created.id)).toEqual(['webhook.created', 'webhook.secret_rotated']);
  });

  it('removes a webhook; unknown ids are 404; editors are refused', async () => {
    const { id } = await addWebhook(t.app, admin, { url: 'https://hooks.example.com/d' });
    expect((await asAdmin()('DELETE', `/webhooks/${id}/`)).statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await asAdmin()('GET', `/webhooks/${id}/`)).statusCode).toBe(404);
    expect((await asAdmin()('DELETE', `/webhooks/${id}/`)).statusCode).toBe(404);
    expect((await asAdmin()('POST', `/webhooks/${id}/rotate-secret/`)).statusCode).toBe(404);
    expect(await audited(id)).toEqual(['webhook.created', 'webhook.deleted']);
    const asEditor = callAs(t.app, editor);
    expect((await asEditor('GET', '/webhooks/')).statusCode).toBe(403);
    const body = { url: 'https://hooks.example.com/e', events: ['application.created'] };
    expect((await asEditor('POST', '/webhooks/', body)).statusCode).toBe(403);
  });
});
