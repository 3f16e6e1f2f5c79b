import type { TImport } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { createApplication } from '../../test/factories.js';
import { csvText, uploadImport, waitForImport } from '../../test/imports.js';
import { escalateClocks } from '../sla/escalate.js';
import { escalationKit } from '../sla/sla.fixtures.js';
import { addWebhook, callAs, castWithReceiver } from './webhooks.fixtures.js';

type Payload = {
  type: string;
  data: Record<string, unknown> & {
    application: { id: number; title: string; reference_number: string; sla?: unknown };
    actor: { id: number } | null;
  };
};

const payloads = (received: { body: string }[]) =>
  received.map((r) => JSON.parse(r.body) as Payload);

describe('webhooks: imports, service levels, and the moment of the change', () => {
  const {
    t,
    sessions: [admin, editor, client],
    receiver,
  } = castWithReceiver(['admin', 'editor', 'client']);

  it('tells application.created of every imported application, by the importer', async () => {
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/imported`,
      events: ['application.created'],
    });
    // More rows than one delivery job takes.
    const rows = Array.from({ length: 130 }, (_, i) => [
      `Imported ${i + 1}`,
      'permit',
      'normal',
      client.user.email,
    ]);
    const data = Buffer.from(csvText([['Title', 'Type', 'Priority', 'Client email'], ...rows]));
    const uploaded = await uploadImport(t.app, editor, 'batch.csv', data);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const imported = uploaded.json<TImport>();
    const call = callAs(t.app, editor);
    const checking = await call('POST', `/transactions/import/${imported.id}/check/`, {
      mapping: imported.suggested_mapping,
      options: {},
    });
    expect(checking.statusCode, checking.body).toBe(202);
    expect(await waitForImport(t.app, editor, imported.id, ['checked'])).toMatchObject({
      valid_rows: 130,
    });
    const committing = await call('POST', `/transactions/import/${imported.id}/commit/`);
    expect(committing.statusCode, committing.body).toBe(202);
    expect(await waitForImport(t.app, editor, imported.id, ['completed'])).toMatchObject({
      created: 130,
    });

    const got = payloads(await receiver.waitFor(130, '/imported', 30_000));
    expect(got.every((p) => p.type === 'application.created')).toBe(true);
    expect(got.every((p) => p.data.actor?.id === editor.user.id)).toBe(true);
    const titles = got.map((p) => p.data.application.title).sort();
    expect(titles).toEqual(rows.map((r) => r[0]).sort());
    expect(new Set(got.map((p) => p.data.application.id)).size).toBe(130);
    expect(new Set(got.map((p) => p.data.application.reference_number)).size).toBe(130);
  });

  it('tells service-level warnings and breaches once each, with the due instant', async () => {
    await addWebhook(t.app, admin, {
      url: `${receiver.url}/sla`,
      events: ['application.sla_warning', 'application.sla_breached'],
    });
    const kit = escalationKit(t.app, admin);
    await kit.setUp();
    const warned = await kit.submittedAgo(9, client, editor);
    const breached = await kit.submittedAgo(11, client, editor);
    await kit.submittedAgo(1, client, editor);

    expect(await escalateClocks(t.app.db, t.app.notifier, new Date())).toBe(2);
    const got = payloads(await receiver.waitFor(2, '/sla'));
    const byId = new Map(got.map((p) => [p.data.application.id, p]));
    expect(byId.get(warned)?.type).toBe('application.sla_warning');
    expect(byId.get(breached)?.type).toBe('application.sla_breached');
    for (const payload of got) {
      expect(payload.data.actor).toBeNull();
      expect(payload.data.warn_percent).toBe(80);
      expect(new Date(String(payload.data.due_at)).getTime()).toBeGreaterThan(0);
      expect(payload.data.application.sla).toBeTruthy();
    }
    // Told once: escalating again sends nothing more.
    expect(await escalateClocks(t.app.db, t.app.notifier, new Date())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.filter((r) => r.path === '/sla')).toHaveLength(2);
  });

  it('presents the application as each change left it, however soon the next one comes', async () => {
    for (const path of ['/updated', '/updated-too']) {
      await addWebhook(t.app, admin, {
        url: `${receiver.url}${path}`,
        events: ['application.updated'],
      });
    }
    const application = await createApplication(t.app, admin, { client: client.user.id });
    const call = callAs(t.app, admin);
    const titles = ['First', 'Second', 'Third', 'Fourth'];
    for (const title of titles) {
      const changed = await call('PATCH', `/transactions/${application.id}/`, { title });
      expect(changed.statusCode).toBe(200);
    }
    const received = await receiver.waitFor(4, '/updated');
    const got = payloads(received);
    expect(got.map((p) => p.data.application.title)).toEqual(titles);
    expect(got.map((p) => (p.data.changes as { title: { to: string } }).title.to)).toEqual(titles);
    // Each webhook the event went to gets the same message: the same id and the same bytes.
    const other = await receiver.waitFor(4, '/updated-too');
    expect(other.map((r) => r.body)).toEqual(received.map((r) => r.body));
    expect(other.map((r) => r.headers['webhook-id'])).toEqual(
      received.map((r) => r.headers['webhook-id']),
    );
  });
});
