import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCast } from '../test/cast.js';

const {
  t,
  sessions: [first, second],
} = testCast(['editor', 'client']);

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Per user: the counter the triggers keep, and the unread rows counted. */
async function kept(userId: number) {
  const [counter] = await rows<{ count: number }>(
    sql`select count from notification_unread_counts where user_id = ${userId}`,
  );
  const [actual] = await rows<{ n: number }>(
    sql`select count(*)::int as n from notifications where user_id = ${userId} and not is_read`,
  );
  return { counter: Number(counter?.count ?? 0), actual: Number(actual?.n ?? 0) };
}

async function insert(userId: number, n: number, isRead = false) {
  await t.app.db.execute(sql`
    insert into notifications (user_id, type, category, event, title, is_read)
    select ${userId}, 'system', 'info', 'announcement', 'Counted ' || g, ${isRead}
    from generate_series(1, ${n}) g`);
}

describe('notification unread counters', () => {
  it('follow inserts, reads, unreads and deletes of many users in one statement', async () => {
    const a = first!.user.id;
    const b = second!.user.id;
    await insert(a, 5);
    await insert(a, 2, true);
    await insert(b, 3);
    expect(await kept(a)).toEqual({ counter: 5, actual: 5 });
    expect(await kept(b)).toEqual({ counter: 3, actual: 3 });

    // One statement over both users: two of a's read, one of b's read, a read one unread.
    await t.app.db.execute(sql`
      update notifications set is_read = not is_read
      where id in (
        (select id from notifications where user_id = ${a} and not is_read order by id limit 2)
        union all (select id from notifications where user_id = ${a} and is_read order by id limit 1)
        union all (select id from notifications where user_id = ${b} and not is_read order by id limit 1))`);
    expect(await kept(a)).toEqual({ counter: 4, actual: 4 });
    expect(await kept(b)).toEqual({ counter: 2, actual: 2 });

    // An update that leaves is_read alone changes nothing.
    await t.app.db.execute(sql`update notifications set title = title || '!' where user_id = ${a}`);
    expect(await kept(a)).toEqual({ counter: 4, actual: 4 });

    await t.app.db.execute(
      sql`delete from notifications where user_id in (${a}, ${b}) and id % 2 = 0`,
    );
    expect((await kept(a)).counter).toBe((await kept(a)).actual);
    expect((await kept(b)).counter).toBe((await kept(b)).actual);

    await t.app.db.execute(sql`update notifications set is_read = true where user_id = ${a}`);
    expect(await kept(a)).toEqual({ counter: 0, actual: 0 });
    await t.app.db.execute(sql`delete from notifications where user_id = ${b}`);
    expect(await kept(b)).toEqual({ counter: 0, actual: 0 });
  });

  it('leave no counter change behind when the transaction rolls back', async () => {
    const a = first!.user.id;
    const before = await kept(a);
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into notifications (user_id, type, category, event, title)
          values (${a}, 'system', 'info', 'announcement', 'Rolled back')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await kept(a)).toEqual(before);
  });
});
