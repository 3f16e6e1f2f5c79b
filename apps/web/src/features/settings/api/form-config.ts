import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OptionList,
  Role,
  TFieldConfig,
  TFieldConfigPatch,
  TOption,
  TOptionCreate,
  TOptionPatch,
  TStatusTransition,
} from '@mutabaa/shared';
import { FORM_CONFIG_BASE } from '../../../lib/form-config-store';
import { queryClient } from '../../../lib/query-client';
import { api } from '../../../lib/session';
import { formConfigStore } from '../../../lib/use-form-config';

const base = FORM_CONFIG_BASE;

export const fieldsQuery = () =>
  queryOptions({
    queryKey: ['form-config', 'fields'],
    queryFn: () => api.list<TFieldConfig>(`${base}/fields/`, { query: { page_size: 100 } }),
  });

export const optionsQuery = (list: OptionList) =>
  queryOptions({
    queryKey: ['form-config', list],
    queryFn: () => api.list<TOption>(`${base}/${list}/`, { query: { page_size: 100 } }),
  });

export const transitionsQuery = () =>
  queryOptions({
    queryKey: ['form-config', 'status-transitions'],
    queryFn: () => api.list<TStatusTransition>(`${base}/status-transitions/`),
  });

export const useFields = () => useQuery(fieldsQuery());
export const useOptions = (list: OptionList) => useQuery(optionsQuery(list));
export const useTransitions = () => useQuery(transitionsQuery());

/** After a change: the admin's tables and the app's form configuration are reloaded. */
async function refresh(key: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['form-config', key] }),
    formConfigStore.reload(),
  ]);
}

/** PATCH fields/{id}/ with is_enabled and/or is_required. */
export async function patchField(id: number, patch: TFieldConfigPatch) {
  const field = await api.patch<TFieldConfig>(`${base}/fields/${id}/`, patch);
  await refresh('fields');
  return field;
}

/** POST {list}/ */
export async function createOption(list: OptionList, data: TOptionCreate) {
  const option = await api.post<TOption>(`${base}/${list}/`, data);
  await refresh(list);
  return option;
}

/** PATCH {list}/{id}/ (the value cannot change). */
export async function patchOption(list: OptionList, id: number, patch: TOptionPatch) {
  const option = await api.patch<TOption>(`${base}/${list}/${id}/`, patch);
  await refresh(list);
  return option;
}

/** DELETE {list}/{id}/: an option in use is deactivated instead (200 with its detail). */
export async function deleteOption(list: OptionList, id: number) {
  const body = await api.delete<{ detail?: string } | undefined>(`${base}/${list}/${id}/`);
  await refresh(list);
  return { deactivated: Boolean(body), detail: body?.detail };
}

/** POST {list}/reorder/ with every id in the new order. */
export async function reorderOptions(list: OptionList, ids: number[]) {
  await api.post(`${base}/${list}/reorder/`, { ids });
  await refresh(list);
}

/** Sets the minimum role of a transition: creates, changes or (with null) deletes it. */
export async function setTransition(
  current: TStatusTransition | undefined,
  from: string,
  to: string,
  role: Role | null,
) {
  const path = `${base}/status-transitions/`;
  if (!role) {
    if (current) await api.delete(`${path}${current.id}/`);
  } else if (current) {
    await api.patch(`${path}${current.id}/`, { min_role: role });
  } else {
    await api.post(path, { from_status: from, to_status: to, min_role: role });
  }
  await refresh('status-transitions');
}
