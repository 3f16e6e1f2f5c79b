import { useEffect, useRef } from 'react';

/**
 * A ref for the step's heading that takes the focus when the view (which import, which step)
 * changes, so keyboard and screen reader users start reading the new step. Not on the first
 * view: a page that opens keeps the focus where the browser puts it.
 */
export function useStepFocus(view: string | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (view === undefined) return;
    if (shown.current !== undefined && shown.current !== view) heading.current?.focus();
    shown.current = view;
  }, [view]);
  return heading;
}
