import { useClearAll } from '../api/clear-all-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';

/**
 * The centre's four actions, each reporting a failure to `onFailure`. While any of them runs
 * every action button of the centre waits (`busy`), so two never cross.
 */
export function useCentreActions(onFailure: (error: unknown) => void) {
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const clearAll = useClearAll();
  return {
    busy: markRead.isPending || markAll.isPending || remove.isPending || clearAll.isPending,
    clearing: clearAll.isPending,
    markRead: (id: number) => markRead.mutate([id], { onError: onFailure }),
    remove: (id: number) => remove.mutate(id, { onError: onFailure }),
    markAll: () => markAll.mutate(undefined, { onError: onFailure }),
    /** Clears every notification; `done` runs once the server has answered, either way. */
    clearAll: (done: () => void) =>
      clearAll.mutate(undefined, {
        onSuccess: done,
        onError: (error) => {
          done();
          onFailure(error);
        },
      }),
  };
}
