import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../test/cast.js';

const {
  t,
  sessions: [admin, editor, client],
} = testCast(['admin', 'editor', 'client']);

type CounterRow = { scope: string; owner_id: number; status: string; count: number };

/** Rows of raw SQL (both drivers answer `{rows}`). */
async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
const statusChangedAt = async (id: number) =>
  (
    await rows<{ at: string }>(
      sql`select status_changed_at::text as at from applications where id = ${id}`,
    )
  )[0]?.at;

/** The counters as kept by the trigger, zero rows left out. */
async function kept(): Promise<CounterRow[]> {
  const result = await rows<CounterRow>(
    sql`select scope, owner_id, status, count from application_counters where count <> 0
        order by scope, owner_id, status`,
  );
  return result.map((r) => ({ ...r, owner_id: Number(r.owner_id), count: Number(r.count) }));
}

/** The same figures counted from the table. */
async function recounted(): Promise<CounterRow[]> {
  const result = await rows<CounterRow>(sql`
    select k.scope, k.owner_id, k.status, sum(k.count)::int as count
    from applications a, unnest(application_counters_keys(a, 1)) k
    group by k.scope, k.owner_id, k.status order by k.scope, k.owner_id, k.status`);
  return result.map((r) => ({ ...r, owner_id: Number(r.owner_id), count: Number(r.count) }));
}

async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: admin.auth, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : response.json<{ id: number }>();
}

describe('application counters', () => {
  it('follow creates, transitions, reassignments and deletes', async () => {
    const first = await call('POST', '/api/transactions/', {
      title: 'Counted',
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      status: 'submitted',
    });
    const second = await call('POST', '/api/transactions/', {
      title: 'Counted too',
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      assigned_to: editor.user.id,
    });
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toContainEqual({
      scope: 'assignee',
      owner_id: editor.user.id,
      status: 'draft',
      count: 1,
    });

    await call('POST', `/api/transactions/${first!.id}/transition/`, { status: 'under_review' });
    await call('PATCH', `/api/transactions/${first!.id}/`, { assigned_to: editor.user.id });
    await call('PATCH', `/api/transactions/${second!.id}/`, { assigned_to: admin.user.id });
    expect(await kept()).toEqual(await recounted());
    expect(await kept()).toContainEqual({
      scope: 'client',
      owner_id: client.user.id,
      status: 'under_review',
      count: 1,
    });

    await call('DELETE', `/api/transactions/${second!.id}/`);
    const after = await kept();
    expect(after).toEqual(await recounted());
    expect(after.filter((r) => r.scope === 'all').reduce((n, r) => n + r.count, 0)).toBe(1);
  });

  it('stamp the moment the status last changed', async () => {
    const app = await call('POST', '/api/transactions/', {
      title: 'Stamped',
      transaction_type: 'renewal',
      priority: 'high',
      client: client.user.id,
      status: 'submitted',
    });
    const before = await statusChangedAt(app!.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call('PATCH', `/api/transactions/${app!.id}/`, { title: 'Stamped, renamed' });
    const renamed = await statusChangedAt(app!.id);
    expect(renamed).toBe(before);
    await call('POST', `/api/transactions/${app!.id}/transition/`, { status: 'under_review' });
    const moved = await statusChangedAt(app!.id);
    expect(moved).toBeDefined();
    expect(moved).not.toBe(before);
  });
});
