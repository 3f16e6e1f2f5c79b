import {
  IMPORT_FIELDS,
  type ImportField,
  type TImportMapping,
  type TImportOptions,
} from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { allOptions } from '../form-config/index.js';
import { fieldRules } from '../applications/index.js';
import { labelKey, OptionMatcher } from './cell-values.js';
import { departmentsInUse } from './imports.repository.js';
import type { CheckContext } from './row-check.js';

/** Everything a check or commit reads once before its rows: rules, options, departments. */
export async function loadCheckContext(
  db: Executor,
  user: UserRow,
  columns: string[],
  mapping: TImportMapping,
  settings: TImportOptions,
): Promise<CheckContext> {
  const options = await allOptions(db);
  const matcher = (list: string) => new OptionMatcher(options.filter((o) => o.list === list));
  const departments = new Map<string, string>();
  for (const department of await departmentsInUse(db)) {
    const key = labelKey(department);
    if (!departments.has(key)) departments.set(key, department);
  }
  const columnOf = new Map<ImportField, number>();
  columns.forEach((column, index) => {
    const field = mapping[column];
    if (field && (IMPORT_FIELDS as readonly string[]).includes(field)) columnOf.set(field, index);
  });
  return {
    actor: { user, ip: '' },
    rules: await fieldRules(db),
    options,
    types: matcher('application-types'),
    priorities: matcher('priorities'),
    statuses: matcher('statuses'),
    departments,
    settings,
    columns,
    columnOf,
    seenReferences: new Map(),
  };
}
