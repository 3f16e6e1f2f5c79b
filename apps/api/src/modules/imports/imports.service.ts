import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { ZImportCheckRequest } from '@mutabaa/shared';
import {
  IMPORT_ERRORS_PAGE_SIZE,
  IMPORT_FILE_DAYS,
  IMPORT_MAX_ROWS,
  IMPORT_READ_LIMITS,
  IMPORT_RUNNING,
  type ImportField,
  type ImportStatus,
  type Language,
  type TImport,
  type TImportListQuery,
  type TImportSummary,
} from '@mutabaa/shared';
import type { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { bossExecutor } from '../../db/pg-boss.js';
import type { ImportRow, NewImportRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey, MessageParams } from '../../i18n/translate.js';
import { sanitizeFileName } from '../../lib/uploads/file-names.js';
import type { ReceivedFile } from '../../lib/uploads/received-file.js';
import { allOptions } from '../form-config/index.js';
import { csvDelimiter, csvEncoding } from './csv-format.js';
import { importFormatOf, keepImportFile, removeImportFile } from './files.js';
import {
  findCompletedBySha,
  findImport,
  findRememberedMapping,
  insertImport,
  listImports,
  pageImportErrors,
  rememberMapping,
  updateImport,
} from './imports.repository.js';
import {
  presentImport,
  presentSummary,
  type Extras,
  type StoredSheet,
} from './imports.presenter.js';
import { inspectFile } from './inspect.js';
import { problemsFile } from './problems-file.js';
import { readRefusal } from './read-budget.js';
import type { ImportSource } from './read-file.js';
import { sheetOf } from './run-deps.js';
import type { ImportRuns } from './runs.js';
import { applyRemembered, headersKey, suggestMapping } from './suggest.js';
import { dateStyleOf } from '../settings/index.js';
import { templateFile } from './template-file.js';

export const IMPORT_QUEUE = 'imports';

/** A job of the import queue: which import, which run, and what to do. */
export type ImportJob = { id: number; runId: string; step: 'check' | 'commit'; ip: string | null };

/** A run whose heartbeat is older than this (PostgreSQL) has died with its process. */
export const STALE_RUN_MS = 60_000;

export type ImportsDeps = {
  db: Db;
  embedded: boolean;
  dataDir: string;
  boss: PgBoss;
  runs: ImportRuns;
};

type CheckBody = z.infer<typeof ZImportCheckRequest>;

const notFound = () => new AppError(404, 'import_not_found');
/** A 422 on one field whose message is also the detail. */
const invalid = (field: string, key: MessageKey, params: MessageParams = {}) =>
  new AppError(422, 'validation_error', {
    messageKey: key,
    params,
    fieldErrors: { [field]: [{ key, params }] },
  });
const conflict = (key: 'import_busy' | 'import_finished_already' | 'import_file_removed') =>
  new AppError(409, key, { params: { days: IMPORT_FILE_DAYS } });

/** The import wizard: upload, map, check as a job, commit all or nothing as a job. */
export class ImportsService {
  constructor(private readonly deps: ImportsDeps) {}

  template(format: 'xlsx' | 'csv', lang: Language) {
    return templateFile(this.deps.db, format, lang);
  }

  /**
   * Reads an uploaded file through (every sheet, within the limits of reading; `signal` stops
   * it when the client has gone) and keeps it for the check.
   */
  async upload(
    declaredName: string,
    file: ReceivedFile,
    actor: Actor,
    lang: Language,
    signal?: AbortSignal,
  ) {
    const { db, dataDir } = this.deps;
    // As an attachment's: no folders, controls or direction marks, and short enough to store.
    const fileName = sanitizeFileName(declaredName);
    try {
      const format = await importFormatOf(file, fileName);
      if (!format) throw new AppError(415, 'import_file_type');
      const encoding = format === 'csv' ? csvEncoding(file.head, file.text) : null;
      const delimiter = encoding ? await csvDelimiter(file.path, encoding) : null;
      const source: ImportSource = { path: file.path, format, fileName, encoding, delimiter };
      const { uploadWorkSeconds, uploadSeconds } = IMPORT_READ_LIMITS;
      const bounds = { signal, workMs: uploadWorkSeconds * 1000, deadlineMs: uploadSeconds * 1000 };
      const sheets = await inspectFile(source, bounds).catch((error: unknown) => {
        throw readRefusal(error, lang);
      });
      if (sheets.length === 0 || sheets.every((s) => s.rowCount === 0)) {
        throw new AppError(422, 'import_file_empty');
      }
      if (sheets.every((s) => s.rowCount > IMPORT_MAX_ROWS)) {
        throw new AppError(422, 'import_too_many_rows', {
          params: { maximum: IMPORT_MAX_ROWS.toLocaleString(lang === 'ar' ? 'ar' : 'en') },
        });
      }
      const stored: StoredSheet[] = [];
      for (const sheet of sheets) {
        const remembered = await findRememberedMapping(
          db,
          actor.user.id,
          headersKey(sheet.columns),
        );
        const suggestedMapping =
          (remembered &&
            applyRemembered(sheet.columns, remembered as Record<string, ImportField | null>)) ||
          suggestMapping(sheet.columns);
        stored.push({ ...sheet, suggestedMapping });
      }
      const first = stored.find((s) => s.rowCount > 0) ?? stored[0]!;
      const storageKey = await keepImportFile(dataDir, file);
      const row = await insertImport(db, {
        createdById: actor.user.id,
        fileName,
        format,
        storageKey,
        fileSize: file.size,
        sha256: file.sha256,
        encoding,
        delimiter,
        sheets: stored,
        sheet: first.name,
        rowCount: first.rowCount,
        progressTotal: first.rowCount,
      }).catch(async (error: unknown) => {
        await removeImportFile(dataDir, storageKey);
        throw error;
      });
      return this.present(row, lang);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async get(id: number, page: number, actor: Actor, lang: Language): Promise<TImport> {
    return this.present(await this.own(id, actor), lang, page);
  }

  async list(query: TImportListQuery, actor: Actor, lang: Language) {
    const { page, page_size: size } = query;
    const { rows, count } = await listImports(this.deps.db, actor.user.id, (page - 1) * size, size);
    const results: TImportSummary[] = [];
    for (const row of rows) {
      const current = await this.settleDeadRun(row);
      results.push(presentSummary(current, lang, await this.extras(current)));
    }
    return { count, results };
  }

  /** Starts checking every row with this mapping and these options (202). */
  async check(id: number, body: CheckBody, actor: Actor, lang: Language): Promise<TImport> {
    const row = await this.own(id, actor);
    this.assertIdle(row);
    const sheets = row.sheets as StoredSheet[];
    const sheet = body.sheet ? sheets.find((s) => s.name === body.sheet) : sheetOf(row);
    if (!sheet) {
      throw invalid('sheet', 'import_unknown_sheet', { name: body.sheet ?? '' });
    }
    this.assertMapping(sheet.columns, body.mapping);
    if (sheet.rowCount > IMPORT_MAX_ROWS) {
      throw new AppError(422, 'import_too_many_rows', { params: { maximum: IMPORT_MAX_ROWS } });
    }
    await this.assertDefaults(body);
    const mapping = Object.fromEntries(sheet.columns.map((c) => [c, body.mapping[c] ?? null]));
    const started = await this.startRun(row, 'check', null, {
      status: 'checking',
      sheet: sheet.name,
      mapping,
      options: body.options,
      rowCount: sheet.rowCount,
      progressTotal: sheet.rowCount,
      validRows: 0,
      errorRows: 0,
      created: 0,
    });
    await rememberMapping(this.deps.db, actor.user.id, headersKey(sheet.columns), mapping);
    return this.present(started, lang);
  }

  /** Starts writing every row, all or none (202); refused while a row has a problem. */
  async commit(id: number, actor: Actor, lang: Language): Promise<TImport> {
    const row = await this.own(id, actor);
    this.assertIdle(row);
    const checked = row.mapping !== null && row.validRows > 0;
    if (row.errorRows > 0) {
      throw new AppError(409, 'import_has_errors', { params: { count: row.errorRows } });
    }
    if (!checked || !['checked', 'failed'].includes(row.status)) {
      throw new AppError(409, 'import_not_checked');
    }
    const started = await this.startRun(row, 'commit', actor.ip || null, {
      status: 'importing',
      progressTotal: row.rowCount,
      created: 0,
    });
    return this.present(started, lang);
  }

  /** Stops a running check or import (nothing of it is written) or abandons a waiting one. */
  async cancel(id: number, actor: Actor, lang: Language): Promise<TImport> {
    const row = await this.settleDeadRun(await this.own(id, actor));
    if (row.status === 'completed') throw conflict('import_finished_already');
    if (row.status === 'cancelled') return this.present(row, lang);
    this.deps.runs.cancel(id);
    const cancelled = await updateImport(
      this.deps.db,
      id,
      { status: 'cancelled', failure: 'import_cancelled', runId: null, heartbeatAt: null },
      row.runId ?? undefined,
    );
    // A run that finished meanwhile has the last word.
    return this.present(cancelled ?? (await this.own(id, actor)), lang);
  }

  async problemsFile(id: number, format: 'xlsx' | 'csv', actor: Actor, lang: Language) {
    const row = await this.own(id, actor);
    if (row.fileRemovedAt) throw conflict('import_file_removed');
    // The caller's calendar and digits (whoever ran the check), the texts in `lang`.
    const style = await dateStyleOf(this.deps.db, {
      language: lang,
      calendar: actor.user.calendar,
      digits: actor.user.digits,
    });
    return problemsFile(this.deps.db, this.deps.dataDir, row, format, lang, style);
  }

  /** The caller's import (another user's is not found), its dead run settled. */
  private async own(id: number, actor: Actor): Promise<ImportRow> {
    const row = await findImport(this.deps.db, id, actor.user.id);
    if (!row) throw notFound();
    return this.settleDeadRun(row);
  }

  private assertIdle(row: ImportRow): void {
    if (IMPORT_RUNNING.includes(row.status as ImportStatus)) throw conflict('import_busy');
    if (row.status === 'completed') throw conflict('import_finished_already');
    if (row.fileRemovedAt) throw conflict('import_file_removed');
  }

  /** Every mapped column exists, no field is chosen twice, at least one is chosen. */
  private assertMapping(columns: string[], mapping: CheckBody['mapping']): void {
    const fail = (key: MessageKey, params: MessageParams) => {
      throw invalid('mapping', key, params);
    };
    const known = new Set(columns);
    const taken = new Set<string>();
    for (const [column, field] of Object.entries(mapping)) {
      if (!known.has(column)) fail('import_unknown_column', { name: column });
      if (!field) continue;
      if (taken.has(field)) fail('import_mapping_duplicate', { field });
      taken.add(field);
    }
    if (taken.size === 0) fail('import_mapping_empty', {});
  }

  /** The default type and priority, when given, are active options. */
  private async assertDefaults(body: CheckBody): Promise<void> {
    const options = await allOptions(this.deps.db);
    const active = (list: string, value: string) =>
      options.some((o) => o.list === list && o.value === value && o.isActive);
    const { default_type: type, default_priority: priority } = body.options;
    if (type && !active('application-types', type)) {
      throw invalid('options.default_type', 'inactive_option');
    }
    if (priority && !active('priorities', priority)) {
      throw invalid('options.default_priority', 'inactive_option');
    }
  }

  /** Marks the import as run by a new run and queues its job, in one transaction. */
  private async startRun(
    row: ImportRow,
    step: ImportJob['step'],
    ip: string | null,
    values: Partial<NewImportRow>,
  ): Promise<ImportRow> {
    const runId = randomUUID();
    return this.deps.db.transaction(async (tx) => {
      const started = await updateImport(tx, row.id, {
        ...values,
        runId,
        progressDone: 0,
        failure: null,
        heartbeatAt: null,
        finishedAt: null,
      });
      const job: ImportJob = { id: row.id, runId, step, ip };
      await this.deps.boss.send(IMPORT_QUEUE, job, { db: bossExecutor(tx) });
      return started!;
    });
  }

  /**
   * A running import whose run died with its process (no heartbeat for a minute on PostgreSQL;
   * on the embedded database, not running in this process, the only one) becomes failed, so
   * that it can be started again. Its transaction died with it: nothing of it was written.
   */
  private async settleDeadRun(row: ImportRow): Promise<ImportRow> {
    if (!IMPORT_RUNNING.includes(row.status as ImportStatus) || !row.heartbeatAt) return row;
    const alive = this.deps.embedded
      ? this.deps.runs.get(row.id)?.runId === row.runId
      : Date.now() - row.heartbeatAt.getTime() < STALE_RUN_MS;
    if (alive) return row;
    const settled = await updateImport(
      this.deps.db,
      row.id,
      { status: 'failed', failure: 'import_interrupted', runId: null, heartbeatAt: null },
      row.runId ?? undefined,
    );
    return settled ?? row;
  }

  private async extras(row: ImportRow): Promise<Extras> {
    const run = this.deps.runs.get(row.id);
    return {
      done: run && run.runId === row.runId ? run.done : undefined,
      alreadyImported: await findCompletedBySha(this.deps.db, row.sha256, row.id, row.createdById),
    };
  }

  private async present(row: ImportRow, lang: Language, page = 1): Promise<TImport> {
    const errors = await pageImportErrors(
      this.deps.db as Executor,
      row.id,
      (page - 1) * IMPORT_ERRORS_PAGE_SIZE,
      IMPORT_ERRORS_PAGE_SIZE,
    );
    return presentImport(row, lang, await this.extras(row), errors);
  }
}
