import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createFormConfigStore, fetchFormConfig } from './form-config-store';
import { formConfigHelpers } from './form-config';
import { api } from './session';

/** The app's form configuration; only signed-in screens import it. */
export const formConfigStore = createFormConfigStore(() => fetchFormConfig(api));
if (typeof window !== 'undefined') formConfigStore.listen(window);

/** The form configuration, its load state and helpers; loads it on first use. */
export function useFormConfig() {
  const state = useSyncExternalStore(
    formConfigStore.subscribe,
    formConfigStore.getState,
    formConfigStore.getState,
  );
  useEffect(() => {
    void formConfigStore.ensureLoaded();
  }, []);
  const helpers = useMemo(() => formConfigHelpers(state.data), [state.data]);
  return { ...state, ...helpers, reload: formConfigStore.reload };
}
