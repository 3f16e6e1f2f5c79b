/** A run of this process: how far it is, and whether cancelling was asked here. */
type Run = { runId: string; done: number; total: number; cancel: boolean };

/**
 * The runs (checks and commits) this process works. Their progress is also stored on the
 * import for any instance to read, but an embedded database has one connection, which a
 * commit's transaction holds to its end: there the progress and a cancellation travel
 * through this registry instead. A run missing from it after a restart is known to be dead.
 */
export class ImportRuns {
  private readonly runs = new Map<number, Run>();

  start(id: number, runId: string, total: number): void {
    this.runs.set(id, { runId, done: 0, total, cancel: false });
  }

  progress(id: number, done: number): void {
    const run = this.runs.get(id);
    if (run) run.done = done;
  }

  /** Asks the run of `id` (if it is this process's) to stop at its next batch. */
  cancel(id: number): void {
    const run = this.runs.get(id);
    if (run) run.cancel = true;
  }

  cancelled(id: number): boolean {
    return this.runs.get(id)?.cancel ?? false;
  }

  finish(id: number, runId: string): void {
    if (this.runs.get(id)?.runId === runId) this.runs.delete(id);
  }

  get(id: number): Readonly<Run> | undefined {
    return this.runs.get(id);
  }
}
