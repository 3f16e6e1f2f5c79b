import { USER_LOGGED_IN_EVENT, type TFieldConfig, type TOption } from '@mutabaa/shared';
import type { ApiClient } from './api-client';
import { EMPTY_FORM_CONFIG, type FormConfigData } from './form-config';

export const FORM_CONFIG_BASE = '/transactions/form-config';

export type FormConfigState =
  | { status: 'idle' | 'loading'; data: FormConfigData; error: null }
  | { status: 'ready'; data: FormConfigData; error: null }
  | { status: 'error'; data: FormConfigData; error: unknown };

/** Loads the four lists of spec §7 in parallel. */
export async function fetchFormConfig(api: Pick<ApiClient, 'list'>): Promise<FormConfigData> {
  const [fields, applicationTypes, priorities, statuses] = await Promise.all([
    api.list<TFieldConfig>(`${FORM_CONFIG_BASE}/fields/`),
    api.list<TOption>(`${FORM_CONFIG_BASE}/application-types/`),
    api.list<TOption>(`${FORM_CONFIG_BASE}/priorities/`),
    api.list<TOption>(`${FORM_CONFIG_BASE}/statuses/`),
  ]);
  return { fields, applicationTypes, priorities, statuses };
}

/** The form configuration as an external store; the last good data is kept on failure. */
export function createFormConfigStore(load: () => Promise<FormConfigData>) {
  const listeners = new Set<() => void>();
  let state: FormConfigState = { status: 'idle', data: EMPTY_FORM_CONFIG, error: null };
  let pending: Promise<void> | null = null;

  function set(next: FormConfigState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  function reload(): Promise<void> {
    if (pending) return pending;
    set({ status: 'loading', data: state.data, error: null });
    pending = load()
      .then((data) => set({ status: 'ready', data, error: null }))
      .catch((error: unknown) => {
        console.error(error);
        set({ status: 'error', data: state.data, error });
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reload,
    /** Loads once (page load when signed in); later loads come from reload(). */
    ensureLoaded: () => (state.status === 'idle' ? reload() : Promise.resolve()),
    /** Reloads after every sign-in (the user-logged-in browser event). Returns a stop function. */
    listen(target: EventTarget) {
      const onLoggedIn = () => void reload();
      target.addEventListener(USER_LOGGED_IN_EVENT, onLoggedIn);
      return () => target.removeEventListener(USER_LOGGED_IN_EVENT, onLoggedIn);
    },
  };
}
export type FormConfigStore = ReturnType<typeof createFormConfigStore>;
