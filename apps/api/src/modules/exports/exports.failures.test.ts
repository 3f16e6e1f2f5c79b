import { Transform } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { EXPORT_BATCH_SIZE, ExportsService } from './exports.service.js';

// A failing read is made real by renaming a column only the export's query selects: the
// database itself refuses the statement, as it would refuse a value it cannot take.
const ROWS = EXPORT_BATCH_SIZE * 3 + 1;

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: Session;
const lines: string[] = [];

beforeAll(async () => {
  const test = await createTestApp(
    { logLevel: 'info' },
    {
      logLines: lines,
      routes: (server) => {
        // The export's stream sent by a reply as the export route sends it, with the column
        // renamed once its first chunk has gone out (the stream holds back meanwhile, so later
        // reads fail).
        server.get('/api/test-export-break/', async (_request, reply) => {
          const service = new ExportsService({ db: server.db, batchSize: 100 });
          const file = await service.applications(
            { format: 'csv', ordering: '-updated_at' },
            { user: admin.user, ip: '127.0.0.1' },
            'en',
          );
          let broken = false;
          const breakAfterFirst = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              if (broken) return done(null, chunk);
              broken = true;
              breakExportQuery().then(() => done(null, chunk), done);
            },
          });
          file.body.on('error', (error) => breakAfterFirst.destroy(error));
          return reply.type(file.contentType).send(file.body.pipe(breakAfterFirst));
        });
      },
    },
  );
  app = test.app;
  close = test.close;
  admin = await signInAs(app, 'admin');
  await app.db.execute(sql`
    insert into applications (transaction_id, reference_number, title, created_by_id)
    select 'TX-' || lpad(g::text, 10, '0'), 'APP-2026-' || lpad(g::text, 6, '0'),
      'Row ' || g, ${admin.user.id}::integer
    from generate_series(1, ${ROWS}::integer) g`);
});
afterAll(async () => {
  await close?.();
});

const breakExportQuery = () =>
  app.db.execute(sql`alter table applications rename column department to department_moved`);
const repairExportQuery = () =>
  app.db.execute(sql`alter table applications rename column department_moved to department`);

const lastAudit = async () => {
  const [entry] = await app.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'application.exported'), eq(auditLogs.actorId, admin.user.id)))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  return entry;
};

describe('an export whose first read fails', () => {
  it('answers a JSON error in the caller’s language, never a 200 with part of a file', async () => {
    await breakExportQuery();
    try {
      for (const format of ['csv', 'xlsx']) {
        lines.length = 0;
        const response = await app.inject({
          method: 'GET',
          url: `/api/transactions/export/?format=${format}`,
          headers: { ...admin.auth, 'accept-language': 'ar' },
        });
        expect(response.statusCode, format).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-disposition']).toBeUndefined();
        const body = response.json<{ code: string; detail: string }>();
        expect(body.code).toBe('internal_error');
        expect(body.detail).toMatch(/[\u0600-\u06FF]/);
        const failure = lines
          .map((line) => JSON.parse(line) as { msg?: string; err?: { cause?: { code?: string } } })
          .find((line) => line.msg === 'request failed');
        expect(failure?.err?.cause?.code).toBe('42703');
      }
    } finally {
      await repairExportQuery();
    }
  });
});

describe('an export whose read fails half-way', () => {
  it('ends the stream with the error and is audited as incomplete', async () => {
    // The stream reads ahead only as far as its buffer (16 or 64 KiB, a few hundred rows here)
    // while nobody reads it, so the next reads come after the column is gone.
    const service = new ExportsService({ db: app.db, batchSize: 100 });
    const file = await service.applications(
      { format: 'csv', ordering: '-updated_at' },
      { user: admin.user, ip: '127.0.0.1' },
      'en',
    );
    const reader = file.body[Symbol.asyncIterator]();
    let received = String((await reader.next()).value);
    await breakExportQuery();
    try {
      let failure: unknown;
      try {
        for (;;) {
          const { done, value } = await reader.next();
          if (done) break;
          received += String(value);
        }
      } catch (error) {
        failure = error;
      }
      expect(String((failure as Error | undefined)?.message)).toMatch(/^Failed query: /);
      expect(received.split('\r\n').length - 2).toBeLessThan(ROWS);

      await expect
        .poll(async () => (await lastAudit())?.changes)
        .toMatchObject({
          format: 'csv',
          complete: false,
        });
      const { row_count } = (await lastAudit())!.changes as { row_count: number };
      expect(row_count).toBeGreaterThan(0);
      expect(row_count).toBeLessThan(ROWS);
    } finally {
      await repairExportQuery();
    }
  });

  it('is logged when the reply ends early', async () => {
    const before = (await lastAudit())?.id ?? 0;
    lines.length = 0;
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-export-break/' });
      expect(response.body.split('\r\n').length - 2).toBeLessThan(ROWS);
    } catch {
      // light-my-request may report the cut response as an error: either way it ended early.
    } finally {
      await repairExportQuery();
    }
    const line = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: { message?: string } })
      .find((l) => l.msg === 'response terminated with an error with headers already sent');
    expect(line?.err?.message).toMatch(/^Failed query: /);
    const entry = await lastAudit();
    expect(entry?.id).toBeGreaterThan(before);
    expect(entry?.changes).toMatchObject({ complete: false });
  });

  it('exports in full again once the database answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/transactions/export/?format=csv',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n').length - 2).toBe(ROWS);
    expect((await lastAudit())?.changes).toMatchObject({ row_count: ROWS, complete: true });
  });
});
