import { useEffect } from 'react';
import { useSystemTitle } from './use-language';

/** Sets the tab title to "<page> · <system title>". */
export function useDocumentTitle(pageTitle: string) {
  const system = useSystemTitle();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${system}` : system;
  }, [pageTitle, system]);
}
