import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { createFileStore } from '../../lib/file-store/index.js';
import { STALE_UPLOAD_MS, sweepStaleUploads } from '../../lib/uploads/received-file.js';
import { attachmentDir, sweepOrphanedAttachments } from '../../modules/attachments/index.js';
import { logoDir } from '../../modules/system/index.js';
import {
  newJwtSecret,
  prepareServerData,
  serverBuilt,
  signInOver,
  startChildServer,
  type ChildServer,
} from '../child-server.js';
import { multipartFile } from '../multipart.js';

/*
 * An instance killed outright (SIGKILL: a crash, the OOM killer, a pulled plug) in the middle
 * of a stream of writes. PostgreSQL promises that what was committed stays; the app adds that
 * every write it acknowledged (201) was committed, and that a write is all there or not at
 * all: an application with its audit entry, an attachment with its row, count, audit entry and
 * file. A real process of the built server on PostgreSQL (a database of its own).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WRITERS = 4;
const TEMPORARY = /^\.upload-.*\.tmp$/;

type Acknowledged = {
  applications: { id: number; title: string }[];
  attachments: { id: number; applicationId: number; sha256: string }[];
};

describe.skipIf(!onPostgres || !serverBuilt)(
  'SIGKILL during writes (PostgreSQL, built API; skipped otherwise)',
  () => {
    let data: Awaited<ReturnType<typeof prepareServerData>>;
    let server: ChildServer;
    let jwtSecret: string;
    let pool: pg.Pool;

    beforeAll(async () => {
      data = await prepareServerData(['editor', 'client', 'admin']);
      jwtSecret = newJwtSecret();
      server = await startChildServer({ ...data, jwtSecret });
      pool = new pg.Pool({ connectionString: data.databaseUrl, max: 2 });
      // The database is dropped with (force) at the end; a connection ended by it is no news.
      pool.on('error', () => undefined);
    });

    afterAll(async () => {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await server?.exited;
      await pool?.end();
      await data?.drop();
    });

    /** Creates and attaches until the first failure (the kill); what got a 201 is recorded. */
    async function write(
      base: string,
      auth: { authorization: string },
      worker: number,
      acknowledged: Acknowledged,
      deadline: number,
    ): Promise<void> {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const title = `Killed ${worker}-${i}`;
        const created = await fetch(`${base}/api/transactions/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            title,
            transaction_type: 'renewal',
            priority: 'high',
            client: data.users[1]!.id,
          }),
        }).catch(() => undefined);
        if (created?.status !== 201) return;
        const { id } = (await created.json()) as { id: number };
        acknowledged.applications.push({ id, title });
        const content = Buffer.from(`${title}\n${randomBytes(24_000).toString('hex')}\n`);
        const { payload, headers } = multipartFile('file', `${title}.txt`, 'text/plain', content);
        const uploaded = await fetch(`${base}/api/transactions/${id}/attachments/`, {
          method: 'POST',
          headers: { ...auth, ...headers },
          body: payload,
        }).catch(() => undefined);
        if (uploaded?.status !== 201) return;
        const attachment = (await uploaded.json()) as { id: number };
        const sha256 = createHash('sha256').update(content).digest('hex');
        acknowledged.attachments.push({ id: attachment.id, applicationId: id, sha256 });
      }
    }

    it('keeps every acknowledged write and leaves nothing half-written', async () => {
      const auth = await signInOver(server.base, data.users[0]!.email);
      const acknowledged: Acknowledged = { applications: [], attachments: [] };
      const deadline = Date.now() + 20_000;
      const writers = Array.from({ length: WRITERS }, (_, worker) =>
        write(server.base, auth, worker, acknowledged, deadline),
      );
      // Killed once writes are flowing: some are acknowledged, others in every stage of flight.
      while (acknowledged.attachments.length < 12 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      await Promise.all(writers);
      expect(acknowledged.attachments.length).toBeGreaterThanOrEqual(12);

      // Restarted on the same database and files.
      server = await startChildServer({ ...data, jwtSecret });
      const admin = await signInOver(server.base, data.users[2]!.email);

      // Every acknowledged application and file is there, byte for byte.
      for (const { id, title } of acknowledged.applications) {
        const response = await fetch(`${server.base}/api/transactions/${id}/`, { headers: admin });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { title: string }).title).toBe(title);
      }
      for (const { id, sha256 } of acknowledged.attachments) {
        const response = await fetch(
          `${server.base}/api/transactions/attachments/${id}/download/`,
          {
            headers: admin,
          },
        );
        expect(response.status).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
      }

      // Nothing half-written: each application has its creation audit entry, its count of
      // files matches its rows, each row has its audit entry and its file.
      const { rows: applications } = await pool.query<{ id: number; count: number; rows: number }>(
        `select a.id, a.attachment_count as count,
                (select count(*)::int from application_attachments t
                  where t.application_id = a.id and t.deleted_at is null) as rows
           from applications a where a.title like 'Killed %'`,
      );
      expect(applications.length).toBeGreaterThanOrEqual(acknowledged.applications.length);
      for (const row of applications) expect(row.count).toBe(row.rows);
      const { rows: unaudited } = await pool.query(
        `select a.id from applications a where a.title like 'Killed %' and not exists (
           select 1 from audit_logs l where l.action = 'application.created'
              and l.entity_id = a.id::text)`,
      );
      expect(unaudited).toEqual([]);
      const { rows: attachments } = await pool.query<{ id: number; storage_key: string }>(
        `select t.id, t.storage_key from application_attachments t
          where t.deleted_at is null and exists (
            select 1 from audit_logs l where l.action = 'application.attachment_added'
               and (l.changes->>'attachment_id')::int = t.id)`,
      );
      const { rows: all } = await pool.query(
        'select count(*)::int as n from application_attachments where deleted_at is null',
      );
      expect(attachments.length).toBe(all[0].n);
      const dir = attachmentDir(data.dataDir);
      for (const { storage_key: key, id } of attachments) {
        const bytes = await readFile(path.join(dir, key)).catch(() => undefined);
        expect(bytes, `the file of attachment ${id}`).toBeDefined();
      }

      // No file without its row but what the start-up sweeps remove once it is old enough not
      // to be another instance's upload in progress: an unfinished upload's temporary file, or
      // a file stored just before the kill whose transaction never committed. Swept here as a
      // start an hour later would.
      const keys = new Set(attachments.map((row) => row.storage_key));
      const strays = (await readdir(dir)).filter((name) => !keys.has(name));
      const later = Date.now() + STALE_UPLOAD_MS + 60_000;
      const database = await openDatabase({ databaseUrl: data.databaseUrl, dataDir: data.dataDir });
      try {
        const files = createFileStore({ dataDir: data.dataDir });
        // A start now leaves them: they are too young to tell from uploads in progress.
        expect(await sweepOrphanedAttachments(database.db, files, data.dataDir)).toBe(0);
        const orphans = await sweepOrphanedAttachments(database.db, files, data.dataDir, later);
        const temporary = await sweepStaleUploads([dir, logoDir(data.dataDir)], later);
        expect(orphans + temporary).toBe(strays.length);
        expect(temporary).toBe(strays.filter((name) => TEMPORARY.test(name)).length);
      } finally {
        await database.close();
      }
      expect((await readdir(dir)).filter((name) => !keys.has(name))).toEqual([]);

      // The audit chain is unbroken.
      const verify = await fetch(`${server.base}/api/audit-logs/verify/`, { headers: admin });
      expect(verify.status).toBe(200);
      expect(await verify.json()).toMatchObject({ ok: true, first_broken_id: null });
    });
  },
);
