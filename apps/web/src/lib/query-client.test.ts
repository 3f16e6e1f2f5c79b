import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from './query-client';

/** A server whose answers the test releases one by one: each answers the version at its start. */
function slowServer() {
  let version = 1;
  const waiting: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = version;
      waiting.push(() => resolve(seen));
    });
  return {
    read,
    change: () => (version += 1),
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
    get pending() {
      return waiting.length;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A change is made and query `key` invalidated; every read in flight then answers. */
async function changeAndInvalidate(
  client: QueryClient,
  server: ReturnType<typeof slowServer>,
  key: string,
) {
  server.change();
  const invalidated = client.invalidateQueries({ queryKey: [key] });
  server.answerAll();
  await settle();
  server.answerAll();
  await invalidated;
}

/** A screen showing the query ['history'] while a change is made during its first load. */
async function changeDuringFirstLoad(client: QueryClient) {
  const server = slowServer();
  const observer = new QueryObserver(client, { queryKey: ['history'], queryFn: server.read });
  const stop = observer.subscribe(() => {});
  // The first load asked before the change; the change's answer invalidates the query.
  expect(server.pending).toBe(1);
  await changeAndInvalidate(client, server, 'history');
  await settle();
  const shown = observer.getCurrentResult().data;
  stop();
  return shown;
}

describe('invalidating a query during its first load', () => {
  it('shows the answer read after the change', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await changeDuringFirstLoad(client)).toBe(2);
  });

  it('is what the library alone gets wrong (the first answer stays)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await changeDuringFirstLoad(client)).toBe(1);
  });

  it('gives a caller awaiting the first load the new answer, not a cancellation', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ['files'], queryFn: server.read });
    const stop = observer.subscribe(() => {});
    const awaited = client.fetchQuery({ queryKey: ['files'], queryFn: server.read });
    await changeAndInvalidate(client, server, 'files');
    await expect(awaited).resolves.toBe(2);
    stop();
  });

  it('leaves alone a first load that invalidating every query would not refetch', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    // Never fetched and shown nowhere: the library counts it disabled and refetches it not.
    const awaited = client.fetchQuery({ queryKey: ['off'], queryFn: server.read });
    server.change();
    const invalidated = client.invalidateQueries({ queryKey: ['off'], refetchType: 'all' });
    server.answerAll();
    await invalidated;
    await expect(awaited).resolves.toBe(1);
  });

  it('leaves alone a first load nobody shows (invalidation refetches only shown queries)', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const prefetched = client.fetchQuery({ queryKey: ['later'], queryFn: server.read });
    await client.invalidateQueries({ queryKey: ['later'] });
    server.answerAll();
    await expect(prefetched).resolves.toBe(1);
    expect(server.pending).toBe(0);
  });
});
