import type { Language, TAuditLogExportQuery, TAuditLogListQuery } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import { translate, type MessageKey } from '../../i18n/translate.js';
import type { Actor } from '../../lib/actor.js';
import type { DateKind } from '../../lib/spreadsheet/date-cells.js';
import {
  batchesOf,
  tableFile,
  type ExportFile,
  type TableCell,
} from '../../lib/spreadsheet/table-file.js';
import { presentChanges, viaTokenOf, type AuditRowWithActor } from './audit-logs.presenter.js';
import { getSetting, dateStyleOf } from '../settings/index.js';
import {
  auditBatch,
  auditConditions,
  checkChain,
  listAuditLogs,
  purgeAuditLogs,
} from './audit-queries.repository.js';
import * as writer from './audit-logs.repository.js';
import type { AuditEntry } from './audit-logs.repository.js';

/** Entries read per query of an export. */
export const AUDIT_EXPORT_BATCH_SIZE = 2000;

/** The setting that keeps entries for that many days (none: forever). */
export const AUDIT_RETENTION_SETTING = 'AUDIT_RETENTION_DAYS';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Appends an audit entry; call it with the transaction of the change it records. For callers
 * outside the modules (the command line, the demo data); a module's service uses the writer.
 */
export function writeAuditLog(db: Executor, entry: AuditEntry): Promise<void> {
  return writer.writeAuditLog(db, entry);
}

const COLUMNS: {
  key: MessageKey;
  width: number;
  date?: DateKind;
  cell: (row: AuditRowWithActor) => TableCell;
}[] = [
  { key: 'audit_col_id', width: 10, cell: (r) => String(r.id) },
  { key: 'audit_col_time', width: 18, date: 'instant', cell: (r) => r.createdAt },
  { key: 'audit_col_actor', width: 24, cell: (r) => r.actorName ?? '' },
  { key: 'audit_col_actor_email', width: 28, cell: (r) => r.actor?.email ?? '' },
  { key: 'audit_col_via_token', width: 20, cell: (r) => viaTokenOf(r.changes)?.name ?? '' },
  { key: 'audit_col_action', width: 28, cell: (r) => r.action },
  { key: 'audit_col_entity_type', width: 16, cell: (r) => r.entityType },
  { key: 'audit_col_entity_id', width: 12, cell: (r) => r.entityId ?? '' },
  {
    key: 'audit_col_changes',
    width: 60,
    cell: (r) => JSON.stringify(presentChanges(r.action, r.changes)),
  },
  { key: 'audit_col_ip', width: 16, cell: (r) => r.ip ?? '' },
  { key: 'audit_col_user_agent', width: 40, cell: (r) => r.userAgent ?? '' },
];

export type VerifyResult = {
  ok: boolean;
  checked: number;
  firstBrokenId: number | null;
  messageKey: MessageKey;
  params: Record<string, string | number>;
};

/** Reading the audit log: its pages, its export and the check of its chain. Admin only. */
export class AuditLogsService {
  constructor(private readonly deps: { db: Db; batchSize?: number }) {}

  list(query: TAuditLogListQuery) {
    const { page, page_size: pageSize, ...filters } = query;
    return listAuditLogs(this.deps.db, filters, page, pageSize);
  }

  /**
   * Every entry the filters select, newest first, read by key in batches and written as it
   * comes (memory stays flat); the export itself is audited when the stream ends.
   */
  async export(query: TAuditLogExportQuery, actor: Actor, lang: Language): Promise<ExportFile> {
    const { db } = this.deps;
    const { format, ...filters } = query;
    const where = auditConditions(filters);
    const batchSize = this.deps.batchSize ?? AUDIT_EXPORT_BATCH_SIZE;
    const style = await dateStyleOf(db, {
      language: lang,
      calendar: actor.user.calendar,
      digits: actor.user.digits,
    });
    const batches = await batchesOf(
      (last?: AuditRowWithActor) => auditBatch(db, where, last?.seq ?? undefined, batchSize),
      batchSize,
      (row) => COLUMNS.map((c) => c.cell(row)),
      (rowCount, complete) =>
        writer.writeAuditLog(db, {
          actorId: actor.user.id,
          action: 'audit_log.exported',
          entityType: 'audit_log',
          entityId: null,
          changes: { format, filters, row_count: rowCount, complete },
          ip: actor.ip,
        }),
    );
    return tableFile(
      {
        format,
        lang,
        base: 'audit-log',
        localBase: translate(lang, 'audit_export_file_name'),
        sheetName: translate(lang, 'audit_export_sheet_name'),
        columns: COLUMNS.map((c) => ({
          header: translate(lang, c.key),
          width: c.width,
          date: c.date,
        })),
        style,
      },
      batches,
    );
  }

  /**
   * Applies the retention setting (days; none means keep forever): entries older than that
   * leave through the database's purge function, which records what it removed as a chained
   * entry. Returns how many entries were removed.
   */
  async applyRetention(now: Date): Promise<number> {
    const { db } = this.deps;
    const days = await getSetting<unknown>(db, AUDIT_RETENTION_SETTING, undefined);
    if (typeof days !== 'number' || !Number.isInteger(days) || days <= 0) return 0;
    return db.transaction((tx) =>
      purgeAuditLogs(tx, new Date(now.getTime() - days * DAY_MS), null),
    );
  }

  /** Whether every entry is as written and in its place, and where the chain first breaks. */
  async verify(): Promise<VerifyResult> {
    const check = await this.deps.db.transaction(async (tx) => checkChain(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    if (check.firstBroken) {
      return {
        ok: false,
        checked: check.checked,
        firstBrokenId: check.firstBroken.id,
        messageKey: 'audit_chain_broken',
        params: { id: check.firstBroken.id },
      };
    }
    if (check.lastSeq !== check.head.lastSeq || !check.head.lastHashOk) {
      return {
        ok: false,
        checked: check.checked,
        firstBrokenId: null,
        messageKey: 'audit_chain_tail_missing',
        params: { last: check.lastSeq, head: check.head.lastSeq },
      };
    }
    return {
      ok: true,
      checked: check.checked,
      firstBrokenId: null,
      messageKey: 'audit_chain_ok',
      params: { count: check.checked },
    };
  }
}
