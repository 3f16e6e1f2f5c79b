import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkloadList, type Language, type TWorkload } from '@mutabaa/shared';
import type { TFunction } from 'i18next';
import { isolate } from './isolate';
import { sharedKeys } from './query-keys';
import { api } from './session';

/** GET /assignments/workload/ (admins and editors): each assignable user's load. */
export async function getWorkload(): Promise<TWorkload[]> {
  return ZWorkloadList.parse(await api.list('/assignments/workload/'));
}

// Shared by the assignments board and every assignee picker: one request, fresh for 30 s,
// however many pickers a screen shows.
export const workloadQuery = () =>
  queryOptions({ queryKey: sharedKeys.workload(), queryFn: getWorkload, staleTime: 30_000 });

/** The load of the assignable users; `enabled` keeps clients (who may not ask) from asking. */
export function useWorkload(enabled = true) {
  return useQuery({ ...workloadQuery(), enabled });
}

/** One user's load out of the list, if they are in it. */
export function loadOf(
  list: readonly TWorkload[] | undefined,
  userId: number | string | null | undefined,
): TWorkload | undefined {
  if (userId === null || userId === undefined || userId === '') return undefined;
  return list?.find((load) => String(load.user.id) === String(userId));
}

/** "12 open" or "12 open · Away": a load in one line of text (for <option> and suggestions). */
export function loadText(t: TFunction, language: Language, load: TWorkload): string {
  const open = t('workload.openCount', { count: load.open });
  return load.is_available ? open : `${open} · ${t('workload.away')}`;
}

/**
 * "Name — 12 open · Away" for an <option>, which cannot hold a <bdi>: the name is isolated
 * (U+2068 … U+2069) so that an Arabic name in an English list, or the reverse, keeps its place.
 */
export function choiceText(
  t: TFunction,
  language: Language,
  name: string,
  load: TWorkload | undefined,
): string {
  const isolated = isolate(name);
  return load ? `${isolated} — ${loadText(t, language, load)}` : isolated;
}
