import type { TWorkload } from '@mutabaa/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * Where a deactivated user's open applications go: nowhere asked yet (undefined, the first
 * attempt), back to the unassigned queue (null), or to another editor or admin (their id).
 */
export type Reassign = number | null | undefined;

/** The hand-over choice in the dialog: the queue, or a person (no id while none is picked). */
export type HandoverChoice = { mode: 'queue' } | { mode: 'user'; userId: number | undefined };

/** The API refused a deactivation because the user holds open applications. */
export function isHandoverRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'handover_required';
}

/** A request body with `reassign_to` only once a hand-over was chosen. */
export function withReassign<T extends object>(body: T, reassign: Reassign) {
  return reassign === undefined ? body : { ...body, reassign_to: reassign };
}

/** The `reassign_to` of a choice, or undefined while a person is still to be picked. */
export function reassignOf(choice: HandoverChoice): Reassign {
  return choice.mode === 'queue' ? null : choice.userId;
}

/** Who may take the applications over: the staff listed, less the users being deactivated. */
export function handoverCandidates(
  workload: readonly TWorkload[],
  leaving: readonly number[],
): TWorkload[] {
  return workload.filter((entry) => !leaving.includes(entry.user.id));
}

export type ChangeOutcome =
  | { status: 'done'; text: string }
  /** `detail`: the API's words on what the user holds, for the hand-over dialog. */
  | { status: 'handover'; detail: string | undefined }
  | { status: 'failed'; error: unknown };

/**
 * Sends an activation change once. Only a first attempt (no hand-over chosen yet) that the API
 * answers with handover_required asks for a hand-over; any other refusal, or one after a
 * choice was sent, is a failure to show.
 */
export async function attemptChange(
  send: (reassign: Reassign) => Promise<string>,
  reassign: Reassign,
): Promise<ChangeOutcome> {
  try {
    return { status: 'done', text: await send(reassign) };
  } catch (error) {
    if (reassign === undefined && isHandoverRequired(error)) {
      return { status: 'handover', detail: (error as ApiError).detail };
    }
    return { status: 'failed', error };
  }
}
