import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db, Executor } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { tinyPdf, tinyPng } from './files.js';
import { planDemoNotifications } from './notifications.js';
import { planDemoApplications, type DemoPeople, type PlannedApplication } from './plan.js';
import { seedDemoAssignments } from './assignments.js';
import { seedDemoServiceLevels } from './service-levels.js';
import { DEMO_USERS, EXTRA_CLIENTS } from './users.js';
import { hashPassword } from '../lib/passwords.js';
import { writeAuditLog } from '../modules/audit-logs/audit-logs.service.js';
import type { FileStore } from '../lib/file-store/index.js';
import { attachmentKey } from '../modules/attachments/index.js';
import { allOptions } from '../modules/form-config/options.service.js';
import { referenceNumber } from '../modules/applications/identifiers.js';
import { applicationSearchText } from '../modules/applications/search-text.js';
import * as repository from './demo.repository.js';

export const DEMO_APPLICATION_COUNT = 300;

const DEMO_CLIENT = DEMO_USERS.find((u) => u.role === 'client')!;

/** The extra demo clients; they sign in with the demo client password. */
async function ensureExtraClients(tx: Executor): Promise<void> {
  const emails = EXTRA_CLIENTS.map((c) => c.email);
  const existing = await repository.findUsersByEmails(tx, emails);
  const missing = EXTRA_CLIENTS.filter((c) => !existing.some((e) => e.email === c.email));
  if (missing.length === 0) return;
  // The demo client's hash is the same password: reuse it rather than spend an Argon2 hash.
  const passwordHash =
    (await repository.findPasswordHash(tx, DEMO_CLIENT.email)) ??
    (await hashPassword(DEMO_CLIENT.password));
  await repository.insertUsersIfAbsent(
    tx,
    missing.map((c) => ({
      email: c.email,
      passwordHash,
      firstName: c.firstName,
      lastName: c.lastName,
      fullName: `${c.firstName} ${c.lastName}`,
      companyName: c.company,
      phoneNumber: c.phone,
      languagePreference: c.language,
      role: 'client',
      emailVerified: true,
    })),
  );
}

/** The demo accounts and extra clients as the plan's people; undefined without staff or clients. */
function peopleOf(rows: UserRow[]): DemoPeople | undefined {
  const byEmail = new Map(rows.filter((u) => u.isActive).map((u) => [u.email, u]));
  const person = (u: UserRow) =>
    ({ id: u.id, language: u.languagePreference === 'en' ? 'en' : 'ar' }) as const;
  const found = (emails: string[]) =>
    emails.flatMap((e) => (byEmail.has(e) ? [person(byEmail.get(e)!)] : []));
  const admin = found(DEMO_USERS.filter((u) => u.role === 'admin').map((u) => u.email))[0];
  const editors = found(DEMO_USERS.filter((u) => u.role === 'editor').map((u) => u.email));
  const clients = found([
    ...DEMO_USERS.filter((u) => u.role === 'client').map((u) => u.email),
    ...EXTRA_CLIENTS.map((c) => c.email),
  ]);
  if (!admin || editors.length === 0 || clients.length === 0) return undefined;
  return { admin, editors, clients };
}

async function insertPlanned(
  tx: Executor,
  planned: PlannedApplication[],
  people: Map<number, UserRow>,
): Promise<number[]> {
  const years = new Map<number, number>();
  for (const p of planned) {
    const year = p.createdAt.getUTCFullYear();
    years.set(year, (years.get(year) ?? 0) + 1);
  }
  const next = new Map<number, number>();
  for (const [year, count] of [...years].sort(([a], [b]) => a - b)) {
    next.set(year, await repository.reserveReferences(tx, year, count));
  }
  const values = planned.map((p) => {
    const year = p.createdAt.getUTCFullYear();
    const value = next.get(year)!;
    next.set(year, value + 1);
    const client = people.get(p.clientId)!;
    const row = {
      transactionId: p.transactionId,
      referenceNumber: referenceNumber(year, value),
      title: p.title,
      description: p.description,
      transactionType: p.transactionType,
      status: p.status,
      priority: p.priority,
      clientId: p.clientId,
      clientEmail: client.email,
      clientPhone: client.phoneNumber,
      assignedToId: p.assignedToId,
      createdById: p.createdById,
      department: p.department,
      dueDate: p.dueDate,
      tags: p.tags,
      externalReferenceId: p.externalReferenceId,
      projectId: p.projectId,
      commentCount: p.comments.filter((c) => !c.isInternal).length,
      attachmentCount: p.files.length,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      statusChangedAt: p.statusChangedAt,
      // When it left draft in its history (the reports' processing time starts there).
      submittedAt: p.events.find((e) => e.to !== 'draft')?.at ?? null,
    };
    return { ...row, searchText: applicationSearchText(row, client) };
  });
  const ids = await repository.insertApplications(tx, values);
  return planned.map((p) => ids.get(p.transactionId)!);
}

/**
 * About 300 applications across every status, type, priority, editor and client, with their
 * history along the default workflow, comments (some internal), a few small files and service
 * levels (holidays, policies, the clocks as they ran): what a fresh embedded install shows, and
 * what `seed-demo` adds. Deterministic; a second run finds the first application and changes
 * nothing. Returns how many it created.
 */
export async function seedDemoApplications(
  db: Db,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const files: { key: string; bytes: Buffer }[] = [];
  const created = await db.transaction(async (tx) => {
    await ensureExtraClients(tx);
    const emails = [...DEMO_USERS.map((u) => u.email), ...EXTRA_CLIENTS.map((c) => c.email)];
    const rows = await repository.findUsersByEmails(tx, emails);
    const people = peopleOf(rows);
    if (!people) return 0;
    const planned = planDemoApplications(people, minute, DEMO_APPLICATION_COUNT);
    if (await repository.hasApplication(tx, planned[0]!.transactionId)) return 0;

    // A bulk load where the connection may: the counters are rebuilt once at the end; every id
    // below comes from the database, so nothing can dangle.
    const bulk = await repository.startBulkLoad(tx);
    const byId = new Map(rows.map((u) => [u.id, u]));
    const ids = await insertPlanned(tx, planned, byId);
    await repository.insertHistory(
      tx,
      planned.flatMap((p, i) =>
        p.events.map((e) => ({
          applicationId: ids[i]!,
          actorId: e.actorId,
          kind: e.kind,
          field: e.kind === 'status' ? 'status' : null,
          fromValue: e.from,
          toValue: e.to,
          comment: e.comment,
          createdAt: e.at,
        })),
      ),
    );
    const comments = planned.flatMap((p, i) =>
      p.comments.map((c) => ({
        applicationId: ids[i]!,
        authorId: c.authorId,
        text: c.text,
        isInternal: c.isInternal,
        createdAt: c.at,
      })),
    );
    await repository.insertComments(tx, comments);
    const attachments = planned.flatMap((p, i) =>
      p.files.map((f) => {
        const bytes =
          f.kind === 'pdf'
            ? tinyPdf(`Mutabaa demo document ${p.transactionId}`)
            : tinyPng([13, 110, 253]);
        files.push({ key: f.storageKey, bytes });
        return {
          applicationId: ids[i]!,
          uploadedById: f.uploadedById,
          fileName: f.fileName,
          contentType: f.kind === 'pdf' ? 'application/pdf' : 'image/png',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey: f.storageKey,
          createdAt: f.at,
        };
      }),
    );
    await repository.insertAttachments(tx, attachments);
    if (bulk) await repository.endBulkLoad(tx);
    await seedDemoAssignments(tx, minute);
    // With the triggers on again, so the unread counters follow.
    const references = await repository.referenceNumbersOf(tx, ids);
    const told = planDemoNotifications(
      planned.map((p, i) => ({
        planned: p,
        id: ids[i]!,
        referenceNumber: references.get(ids[i]!)!,
      })),
      byId,
      (await allOptions(tx)).filter((o) => o.list === 'statuses'),
    );
    if (told.length) await repository.insertNotifications(tx, told);
    await writeAuditLog(tx, {
      actorId: null,
      action: 'application.demo_seeded',
      entityType: 'application',
      entityId: null,
      changes: {
        count: planned.length,
        comments: comments.length,
        attachments: attachments.length,
        notifications: told.length,
      },
    });
    return planned.length;
  });
  await Promise.all(files.map((f) => store.put(attachmentKey(f.key)!, Readable.from([f.bytes]))));
  if (created) await seedDemoServiceLevels(db, minute);
  return created;
}
