import { DEFAULT_PRIORITY, type OptionList } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { applicationUsesValue } from './options.repository.js';
import { statusHasTransitions } from './transitions.repository.js';

/*
 * Whether an option is in use, so that deleting it deactivates it instead. An application
 * storing the value (deleted ones too: they stay readable for the audit trail) counts.
 */

export async function applicationTypeInUse(db: Executor, value: string): Promise<boolean> {
  return applicationUsesValue(db, 'transactionType', value);
}

export async function priorityInUse(db: Executor, value: string): Promise<boolean> {
  return value === DEFAULT_PRIORITY || applicationUsesValue(db, 'priority', value);
}

export async function statusInUse(db: Executor, value: string): Promise<boolean> {
  return (await statusHasTransitions(db, value)) || applicationUsesValue(db, 'status', value);
}

const CHECKS: Record<OptionList, (db: Executor, value: string) => Promise<boolean>> = {
  'application-types': applicationTypeInUse,
  priorities: priorityInUse,
  statuses: statusInUse,
};

export function optionInUse(db: Executor, list: OptionList, value: string): Promise<boolean> {
  return CHECKS[list](db, value);
}
