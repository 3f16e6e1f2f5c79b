import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { formConfigHelpers } from './form-config';
import { formConfigQueries, formConfigState, listenForSignIn } from './form-config-queries';
import { queryClient } from './query-client';

// Only signed-in screens import this module, so the listener lives as long as the app.
if (typeof window !== 'undefined') listenForSignIn(window, queryClient);

/** The form configuration, its load state and helpers; the four lists load on first use. */
export function useFormConfig() {
  const state = useQueries({ queries: formConfigQueries(), combine: formConfigState });
  const helpers = useMemo(() => formConfigHelpers(state.data), [state.data]);
  return { ...state, ...helpers };
}
