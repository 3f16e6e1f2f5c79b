import { lazy, type ComponentType } from 'react';

/** A lazily loaded screen that can be asked to start loading before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export, so pages and tabs keep named exports. `preload`
 * starts the same download early (the module is fetched once, whoever asks first).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return Object.assign(page, { preload: load });
}
