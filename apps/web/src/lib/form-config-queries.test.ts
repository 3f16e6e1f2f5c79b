import { QueriesObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TOption } from '@mutabaa/shared';
import {
  formConfigQueries,
  formConfigState,
  getFields,
  getOptions,
  listenForSignIn,
  reloadFormConfig,
} from './form-config-queries';

const option = (value: string): TOption => ({
  id: 1,
  value,
  label_en: `${value} en`,
  label_ar: `${value} ar`,
  badge_color: '#123456',
  order: 0,
  is_active: true,
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Mounts the four queries as `useFormConfig` does; answers the combined state. */
function mount(client: QueryClient, source: { list: (path: string) => Promise<unknown[]> }) {
  const observer = new QueriesObserver(client, [...formConfigQueries(source as never)]);
  const stop = observer.subscribe(() => {});
  // The observer answers an untyped array; useQueries types it from the four query options.
  const state = () =>
    formConfigState(
      observer.getCurrentResult() as unknown as Parameters<typeof formConfigState>[0],
    );
  return { state, stop };
}

describe('form configuration loading', () => {
  it('loads the four lists in parallel, bare or paged', async () => {
    const answers: (() => void)[] = [];
    const list = vi.fn(
      (path: string) =>
        new Promise<unknown[]>((resolve) =>
          answers.push(() =>
            resolve(path.endsWith('/fields/') ? [] : [option(path.split('/').at(-2) ?? '')]),
          ),
        ),
    );
    const client = newClient();
    const { state, stop } = mount(client, { list });
    // All four are asked before any has answered.
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(4));
    expect(state().status).toBe('loading');
    answers.forEach((answer) => answer());
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(list.mock.calls.map(([path]) => path)).toEqual([
      '/transactions/form-config/fields/',
      '/transactions/form-config/application-types/',
      '/transactions/form-config/priorities/',
      '/transactions/form-config/statuses/',
    ]);
    expect(state().data.statuses[0]?.value).toBe('statuses');
    stop();
  });

  it('parses the answers with the shared schemas', async () => {
    const list = vi.fn(() => Promise.resolve([{ value: 'draft' }]));
    await expect(getOptions('statuses', { list } as never)).rejects.toThrow();
    await expect(getFields({ list } as never)).rejects.toThrow();
  });

  it('keeps the last data on failure and reloads on the user-logged-in event', async () => {
    let phase = 0;
    const list = vi.fn((path: string) => {
      if (!path.endsWith('/statuses/')) return Promise.resolve([]);
      phase += 1;
      if (phase === 1) return Promise.resolve([option('draft')]);
      if (phase === 2) return Promise.reject(new Error('down'));
      return Promise.resolve([]);
    });
    const client = newClient();
    const first = mount(client, { list });
    await vi.waitFor(() => expect(first.state().status).toBe('ready'));
    // Another screen using the configuration does not load it again.
    const second = mount(client, { list });
    expect(second.state().status).toBe('ready');
    expect(list).toHaveBeenCalledTimes(4);

    await reloadFormConfig(client, { list } as never);
    expect(list).toHaveBeenCalledTimes(8);
    expect(first.state()).toMatchObject({
      status: 'error',
      data: { statuses: [{ value: 'draft' }] },
    });
    expect((first.state().error as Error).message).toBe('down');

    const target = new EventTarget();
    const stopListening = listenForSignIn(target, client, { list } as never);
    target.dispatchEvent(new Event('user-logged-in'));
    await vi.waitFor(() => expect(first.state().status).toBe('ready'));
    expect(first.state().data.statuses).toEqual([]);
    stopListening();
    target.dispatchEvent(new Event('user-logged-in'));
    expect(list).toHaveBeenCalledTimes(12);
    first.stop();
    second.stop();
  });
});
