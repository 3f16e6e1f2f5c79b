import { DEFAULT_PRIORITY, type OptionList } from '@mutabaa/shared';
import type { Executor } from '../../db/client.js';
import { statusHasTransitions } from './transitions.repository.js';

/*
 * Whether an option is in use, so that deleting it deactivates it instead. One function per
 * list: the applications issue adds "an application stores this value" to each.
 */

export async function applicationTypeInUse(_db: Executor, _value: string): Promise<boolean> {
  return false;
}

export async function priorityInUse(_db: Executor, value: string): Promise<boolean> {
  return value === DEFAULT_PRIORITY;
}

export async function statusInUse(db: Executor, value: string): Promise<boolean> {
  return statusHasTransitions(db, value);
}

const CHECKS: Record<OptionList, (db: Executor, value: string) => Promise<boolean>> = {
  'application-types': applicationTypeInUse,
  priorities: priorityInUse,
  statuses: statusInUse,
};

export function optionInUse(db: Executor, list: OptionList, value: string): Promise<boolean> {
  return CHECKS[list](db, value);
}
