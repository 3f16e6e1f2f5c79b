import { describe, expect, it } from 'vitest';
import type { TWorkload } from '@mutabaa/shared';
import { ApiError } from '../../../lib/api-client';
import {
  attemptChange,
  handoverCandidates,
  isHandoverRequired,
  reassignOf,
  withReassign,
  type Reassign,
} from './handover';

const handoverRequired = () =>
  new ApiError({ status: 409, code: 'handover_required', detail: 'Holds 3 open applications' });

/** A send that fails with `errors` in turn, then succeeds; it records what it was sent. */
function sender(...errors: unknown[]) {
  const sent: Reassign[] = [];
  const send = async (reassign: Reassign) => {
    sent.push(reassign);
    const error = errors.shift();
    if (error) throw error;
    return `done with ${String(reassign)}`;
  };
  return { send, sent };
}

describe('deactivating someone who holds open applications', () => {
  it('asks for a hand-over only when the first attempt is refused with handover_required', async () => {
    const { send, sent } = sender(handoverRequired());
    expect(await attemptChange(send, undefined)).toEqual({
      status: 'handover',
      detail: 'Holds 3 open applications',
    });
    expect(sent).toEqual([undefined]);
  });

  it('sends the chosen hand-over on the retry, a person or the queue', async () => {
    const toPerson = sender();
    expect(await attemptChange(toPerson.send, 7)).toEqual({ status: 'done', text: 'done with 7' });
    const toQueue = sender();
    expect(await attemptChange(toQueue.send, null)).toEqual({
      status: 'done',
      text: 'done with null',
    });
  });

  it('does not ask again when the retry is refused the same way: that is a failure', async () => {
    const error = handoverRequired();
    const { send } = sender(error);
    expect(await attemptChange(send, 7)).toEqual({ status: 'failed', error });
  });

  it('reports other refusals (last admin, self) as failures with their error', async () => {
    const lastAdmin = new ApiError({ status: 409, code: 'last_admin', detail: 'Last admin' });
    const { send } = sender(lastAdmin);
    expect(await attemptChange(send, undefined)).toEqual({ status: 'failed', error: lastAdmin });
    expect(isHandoverRequired(lastAdmin)).toBe(false);
    expect(isHandoverRequired(new ApiError({ status: 422, code: 'handover_required' }))).toBe(
      false,
    );
  });

  it('leaves reassign_to out of the first request and writes null for the queue', () => {
    expect(withReassign({ is_active: false }, undefined)).toEqual({ is_active: false });
    expect(withReassign({ is_active: false }, null)).toEqual({
      is_active: false,
      reassign_to: null,
    });
    expect(withReassign({ user_ids: [1, 2], is_active: false }, 9)).toEqual({
      user_ids: [1, 2],
      is_active: false,
      reassign_to: 9,
    });
  });

  it('reads the choice: the queue is null, a person their id, none picked yet undefined', () => {
    expect(reassignOf({ mode: 'queue' })).toBeNull();
    expect(reassignOf({ mode: 'user', userId: 4 })).toBe(4);
    expect(reassignOf({ mode: 'user', userId: undefined })).toBeUndefined();
  });

  it('never offers the applications to someone being deactivated', () => {
    const entry = (id: number, name: string): TWorkload => ({
      user: { id, full_name: name, email: `${id}@example.com` },
      open: id,
      overdue: 0,
      due_soon: 0,
      completed_last_7_days: 0,
      is_available: true,
    });
    const workload = [entry(1, 'A'), entry(2, 'B'), entry(3, 'C')];
    expect(handoverCandidates(workload, [2]).map((e) => e.user.id)).toEqual([1, 3]);
    expect(handoverCandidates(workload, [1, 3]).map((e) => e.user.id)).toEqual([2]);
  });
});
