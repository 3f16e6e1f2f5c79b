import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { exportsSetup, parseCsv } from './exports.fixtures.js';
import { ExportsService } from './exports.service.js';

const { t, admin, editor, listed } = exportsSetup();

describe('batches', () => {
  it('read by key give every row once, in the list’s order, whatever the ordering', async () => {
    const service = new ExportsService({ db: t.app.db, batchSize: 2 });
    for (const ordering of [
      '-updated_at',
      'updated_at',
      'due_date',
      '-due_date',
      'title',
    ] as const) {
      const file = await service.applications(
        { format: 'csv', ordering },
        { user: admin.user, ip: '127.0.0.1' },
        'en',
      );
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      const rows = parseCsv(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      );
      const expected = (await listed(`?ordering=${ordering}&page_size=100`, admin)).map(
        (a) => a.reference_number,
      );
      expect(
        rows.slice(1).map((r) => r[0]),
        ordering,
      ).toEqual(expected);
    }
  });
});

describe('a reader that leaves half-way', () => {
  it('stops the reading and is audited as incomplete', async () => {
    const service = new ExportsService({ db: t.app.db, batchSize: 2 });
    const file = await service.applications(
      { format: 'csv', ordering: '-updated_at' },
      { user: editor.user, ip: '127.0.0.1' },
      'en',
    );
    const reader = file.body[Symbol.asyncIterator]();
    await reader.next(); // the header row
    await reader.next(); // the first batch
    file.body.destroy();
    await new Promise((resolve) => file.body.once('close', resolve));
    await expect
      .poll(async () => {
        const [entry] = await t.app.db
          .select()
          .from(auditLogs)
          .where(
            and(
              eq(auditLogs.action, 'application.exported'),
              eq(auditLogs.actorId, editor.user.id),
            ),
          )
          .orderBy(desc(auditLogs.id))
          .limit(1);
        return entry?.changes;
      })
      .toMatchObject({ complete: false });
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'application.exported'), eq(auditLogs.actorId, editor.user.id)),
      )
      .orderBy(desc(auditLogs.id))
      .limit(1);
    // Rows written to the stream by then (it reads a little ahead of the reader).
    expect((entry!.changes as { row_count: number }).row_count).toBeGreaterThanOrEqual(2);
  });
});
