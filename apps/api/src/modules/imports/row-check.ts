import {
  CREATE_STATUSES,
  ZApplicationCreate,
  type ImportField,
  type TApplicationCreate,
  type TImportOptions,
  withoutFormulaGuard,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { NewApplicationRow, OptionRow, UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { MessageKey, MessageParams } from '../../i18n/translate.js';
import { fieldErrorsOfIssues } from '../../plugins/validation-errors.js';
import { valuesOfNew, checkNew, type FieldRules } from '../applications/index.js';
import type { OptionMatcher } from './cell-values.js';
import { labelKey, parseDay, parseTags } from './cell-values.js';
import { existingReferences, findUsersByEmails } from './imports.repository.js';
import { cellText, type Cell, type FileRow } from './read-file.js';

/** One problem of one row: where, what was there, and a message key with its values. */
export type Problem = {
  row: number;
  column: string | null;
  field: string | null;
  value: string;
  message: MessageKey;
  params: MessageParams;
};

/** A checked row: its problems, and when it has none, the columns of its application. */
export type CheckedRow = {
  row: number;
  problems: Problem[];
  values?: Partial<NewApplicationRow> & { status: string };
  client?: UserRow;
};

/** What checking rows needs, loaded once per check or commit. */
export type CheckContext = {
  actor: Actor;
  rules: FieldRules;
  options: OptionRow[];
  types: OptionMatcher;
  priorities: OptionMatcher;
  statuses: OptionMatcher;
  /** Departments in use by their label key → as spelt in use. */
  departments: Map<string, string>;
  settings: TImportOptions;
  columns: string[];
  /** Field → index of its column in a row's cells. */
  columnOf: Map<ImportField, number>;
  /** External references met so far in the file → the row of their first use. */
  seenReferences: Map<string, number>;
};

const referenceKey = (reference: string) => reference.trim().toLowerCase();

/** Messages of the application rules that say more in an import's words. */
const IMPORT_MESSAGES: Partial<Record<MessageKey, MessageKey>> = {
  invalid_client: 'import_unknown_client',
  invalid_assignee: 'import_not_assignable',
};

/** Fields of the application as written from the import's fields. */
const WRITTEN_FIELD: Partial<Record<string, ImportField>> = {
  client: 'client_email',
  client_email: 'client_email',
  assigned_to: 'assigned_to',
};

type RowInput = { written: TApplicationCreate; problems: Problem[] };

/**
 * Checks a batch of rows with the rules of a new application (`checkNew`, as the create
 * endpoint applies them) after reading each cell as its field: option labels, e-mails of
 * clients and assignees, dates, tags, departments, external references. Reads the users and
 * references the batch names in two queries.
 */
export async function checkRows(
  db: Executor,
  ctx: CheckContext,
  batch: FileRow[],
): Promise<CheckedRow[]> {
  const rows = batch.map(unguarded);
  const text = (row: FileRow, field: ImportField) => {
    const index = ctx.columnOf.get(field);
    return index === undefined ? '' : cellText(row.cells[index] ?? null).trim();
  };
  const emails = new Set<string>();
  const references = new Set<string>();
  for (const row of rows) {
    for (const field of ['client_email', 'assigned_to'] as const) {
      const email = text(row, field).toLowerCase();
      if (email) emails.add(email);
    }
    const reference = text(row, 'external_reference_id');
    if (reference) references.add(reference);
  }
  const users = await findUsersByEmails(db, [...emails]);
  const userByEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const existing = new Map(
    (await existingReferences(db, [...references])).map((r) => [
      referenceKey(r.externalReferenceId),
      r.referenceNumber,
    ]),
  );
  const refs = { options: ctx.options, users: new Map(users.map((u) => [u.id, u])) };

  return rows.map((row) => {
    const input = readRow(ctx, row, userByEmail, existing);
    const problems = input.problems;
    const reported = new Set(problems.map((p) => p.field));
    const problem = (field: string, message: MessageKey, params: MessageParams = {}) => {
      const importField = WRITTEN_FIELD[field] ?? (field as ImportField);
      if (reported.has(importField)) return;
      reported.add(importField);
      const index = ctx.columnOf.get(importField);
      const value = index === undefined ? '' : cellText(row.cells[index] ?? null);
      problems.push({
        row: row.row,
        column: index === undefined ? null : (ctx.columns[index] ?? null),
        field: importField,
        value,
        message: IMPORT_MESSAGES[message] ?? message,
        params: { value, ...params },
      });
    };

    // The create endpoint's schema, then its rules; a field the schema refuses is left out
    // of the rules' check so that each field is reported once.
    let written = input.written;
    const parsed = ZApplicationCreate.safeParse(written);
    if (!parsed.success) {
      const errors = fieldErrorsOfIssues(parsed.error.issues, written);
      for (const [field, list] of Object.entries(errors)) {
        const first = list[0]!;
        problem(field.split('.')[0]!, first.key, first.params);
      }
      const invalid = new Set(Object.keys(errors).map((f) => f.split('.')[0]));
      written = Object.fromEntries(
        Object.entries(written).filter(([field]) => !invalid.has(field)),
      ) as TApplicationCreate;
    }
    const clean = ZApplicationCreate.safeParse(written);
    const data = clean.success ? clean.data : {};
    const { status = ctx.settings.status, ...fields } = data;
    const checked = checkNew(ctx.rules, refs, fields, ctx.actor);
    for (const [field, list] of Object.entries(checked.errors)) {
      const first = list[0]!;
      problem(field, first.key, first.params);
    }
    if (problems.length) return { row: row.row, problems };
    return {
      row: row.row,
      problems,
      values: { ...valuesOfNew(checked.data, checked.client), status },
      client: checked.client,
    };
  });
}

/**
 * A row with the formula guard taken off its text cells: a file exported from here, or the
 * template (its example phone is `'+966500000000`), opened and saved again by a spreadsheet
 * keeps the apostrophe as part of the text.
 */
function unguarded(row: FileRow): FileRow {
  const cells = row.cells.map((cell) =>
    typeof cell === 'string' ? withoutFormulaGuard(cell) : cell,
  );
  return { ...row, cells };
}

/** One row's cells as the fields of an application, and what cannot be read. */
function readRow(
  ctx: CheckContext,
  row: FileRow,
  userByEmail: Map<string, UserRow>,
  existing: Map<string, string>,
): RowInput {
  const problems: Problem[] = [];
  const written: Record<string, unknown> = {};
  const problem = (field: ImportField, message: MessageKey, params: MessageParams = {}) => {
    const index = ctx.columnOf.get(field)!;
    const value = cellText(row.cells[index] ?? null);
    problems.push({
      row: row.row,
      column: ctx.columns[index] ?? null,
      field,
      value,
      message,
      params: { value, ...params },
    });
  };

  for (const [field, index] of ctx.columnOf) {
    const cell: Cell = row.cells[index] ?? null;
    const value = cellText(cell).trim();
    if (!value) continue;
    switch (field) {
      case 'transaction_type':
      case 'priority': {
        const matcher = field === 'priority' ? ctx.priorities : ctx.types;
        const found = matcher.find(value);
        if (found) written[field] = found;
        else
          problem(field, field === 'priority' ? 'import_unknown_priority' : 'import_unknown_type');
        break;
      }
      case 'status': {
        const found = ctx.statuses.find(value);
        if (!found) problem(field, 'import_unknown_status');
        else if (!(CREATE_STATUSES as readonly string[]).includes(found)) {
          problem(field, 'import_status_not_allowed');
        } else written.status = found;
        break;
      }
      case 'client_email': {
        const user = userByEmail.get(value.toLowerCase());
        if (!user || !user.isActive || user.role !== 'client') {
          problem(field, 'import_unknown_client');
        } else {
          written.client = user.id;
          written.client_email = user.email;
        }
        break;
      }
      case 'assigned_to': {
        const user = userByEmail.get(value.toLowerCase());
        if (!user) problem(field, 'import_not_assignable');
        else written.assigned_to = user.id;
        break;
      }
      case 'due_date': {
        const day = parseDay(cell);
        if (!day) problem(field, 'import_bad_date');
        else written.due_date = day;
        break;
      }
      case 'tags':
        written.tags = parseTags(cell);
        break;
      case 'department': {
        const known = ctx.departments.get(labelKey(value));
        if (known) written.department = known;
        else if (ctx.settings.new_departments) written.department = value;
        else problem(field, 'import_unknown_department');
        break;
      }
      case 'external_reference_id': {
        const key = referenceKey(value);
        const first = ctx.seenReferences.get(key);
        const reference = existing.get(key);
        if (first !== undefined) problem(field, 'import_duplicate_in_file', { row: first });
        else if (reference) problem(field, 'import_duplicate_existing', { reference });
        if (first === undefined) ctx.seenReferences.set(key, row.row);
        written[field] = value;
        break;
      }
      default:
        written[field] = value;
    }
  }
  if (written.transaction_type === undefined && ctx.settings.default_type) {
    written.transaction_type = ctx.settings.default_type;
  }
  if (written.priority === undefined && ctx.settings.default_priority) {
    written.priority = ctx.settings.default_priority;
  }
  return { written: written as TApplicationCreate, problems };
}
