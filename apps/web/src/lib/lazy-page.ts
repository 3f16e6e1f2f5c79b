import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded screen that can be asked to start loading before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export, so pages and tabs keep named exports. `preload`
 * starts the same download early (the module is fetched once, whoever asks first); once it
 * has arrived, the page renders at once rather than suspending for a turn, so a layout that
 * waited for it paints with it.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    });
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page(props: object) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(Page, { preload });
}
