import { queryOptions, type QueryClient, type QueryStatus } from '@tanstack/react-query';
import {
  USER_LOGGED_IN_EVENT,
  ZFieldConfig,
  ZOption,
  type OptionList,
  type TFieldConfig,
  type TOption,
} from '@mutabaa/shared';
import type { ApiClient } from './api-client';
import { EMPTY_FORM_CONFIG, type FormConfigData } from './form-config';
import { sharedKeys } from './query-keys';
import { api } from './session';

export const FORM_CONFIG_BASE = '/transactions/form-config';

type ListSource = Pick<ApiClient, 'list'>;

/** GET fields/: every field of the application form (all rows on one page without page_size). */
export async function getFields(source: ListSource = api): Promise<TFieldConfig[]> {
  return ZFieldConfig.array().parse(await source.list(`${FORM_CONFIG_BASE}/fields/`));
}

/** GET {list}/: every option of the list, inactive ones too. */
export async function getOptions(list: OptionList, source: ListSource = api): Promise<TOption[]> {
  return ZOption.array().parse(await source.list(`${FORM_CONFIG_BASE}/${list}/`));
}

// Loaded once; later loads come from a change (invalidation), a sign-in or a page refresh, so
// the many screens that read the lists do not ask for them again on every visit.
export const fieldsQuery = (source: ListSource = api) =>
  queryOptions({
    queryKey: sharedKeys.formFields(),
    queryFn: () => getFields(source),
    staleTime: Infinity,
  });

export const optionsQuery = (list: OptionList, source: ListSource = api) =>
  queryOptions({
    queryKey: sharedKeys.formOptions(list),
    queryFn: () => getOptions(list, source),
    staleTime: Infinity,
  });

/** The four form lists, in the order `formConfigState` reads them. */
export const formConfigQueries = (source: ListSource = api) =>
  [
    fieldsQuery(source),
    optionsQuery('application-types', source),
    optionsQuery('priorities', source),
    optionsQuery('statuses', source),
  ] as const;

type ListState<T> = { data: T[] | undefined; error: unknown; status: QueryStatus };

export type FormConfigState = {
  /** `loading` until every list has arrived once; `error` while one failed. */
  status: 'loading' | 'ready' | 'error';
  /** The last good lists: a failed load keeps them. */
  data: FormConfigData;
  error: unknown;
};

/** One state from the four lists' query states (a hook's results or the cache's states). */
export function formConfigState(
  lists: readonly [
    ListState<TFieldConfig>,
    ListState<TOption>,
    ListState<TOption>,
    ListState<TOption>,
  ],
): FormConfigState {
  const [fields, applicationTypes, priorities, statuses] = lists;
  const failed = lists.find((list) => list.status === 'error');
  return {
    status: failed
      ? 'error'
      : lists.some((list) => list.status === 'pending')
        ? 'loading'
        : 'ready',
    data: {
      fields: fields.data ?? EMPTY_FORM_CONFIG.fields,
      applicationTypes: applicationTypes.data ?? EMPTY_FORM_CONFIG.applicationTypes,
      priorities: priorities.data ?? EMPTY_FORM_CONFIG.priorities,
      statuses: statuses.data ?? EMPTY_FORM_CONFIG.statuses,
    },
    error: failed?.error ?? null,
  };
}

/**
 * Loads the four lists again, in parallel, whether or not a screen shows them; a load already
 * under way is joined. A failure lands in the queries' state (shown by the layout's notice).
 */
export async function reloadFormConfig(client: QueryClient, source: ListSource = api) {
  const [fields, applicationTypes, priorities, statuses] = formConfigQueries(source);
  await Promise.allSettled([
    client.fetchQuery({ ...fields, staleTime: 0 }),
    client.fetchQuery({ ...applicationTypes, staleTime: 0 }),
    client.fetchQuery({ ...priorities, staleTime: 0 }),
    client.fetchQuery({ ...statuses, staleTime: 0 }),
  ]);
}

/** Reloads the lists after every sign-in (the user-logged-in browser event). Returns a stop function. */
export function listenForSignIn(
  target: EventTarget,
  client: QueryClient,
  source: ListSource = api,
): () => void {
  const onLoggedIn = () => void reloadFormConfig(client, source);
  target.addEventListener(USER_LOGGED_IN_EVENT, onLoggedIn);
  return () => target.removeEventListener(USER_LOGGED_IN_EVENT, onLoggedIn);
}
