import { Transform, type Readable } from 'node:stream';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_READ_LIMITS,
  IMPORT_STORED_TEXT_MAX,
  type Language,
} from '@mutabaa/shared';
import type { MessageParams } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Which limit a reading passed: one of IMPORT_READ_LIMITS (`time` is the upload's seconds),
 * IMPORT_MAX_COLUMNS or IMPORT_STORED_TEXT_MAX.
 */
export type ReadLimit = 'bytes' | 'rows' | 'cells' | 'field' | 'time' | 'columns' | 'stored';

/** Reading an import file passed one of its limits. */
export class ReadLimitError extends Error {
  constructor(readonly limit: ReadLimit) {
    super(`the import file passed its ${limit} limit`);
    this.name = 'ReadLimitError';
  }
}

/** Reading an import file was stopped from outside (its request's client has gone). */
export class ReadAbortedError extends Error {
  constructor() {
    super('reading the import file was stopped');
    this.name = 'ReadAbortedError';
  }
}

export type ReadOptions = {
  /** Stops the reading at once (the upload's client has gone). */
  signal?: AbortSignal;
  /**
   * The upload's bounds, which a person waits for: the process's CPU time in milliseconds
   * while the file is read (see `workMs`), and a deadline in milliseconds of the clock,
   * whatever the load.
   */
  workMs?: number;
  deadlineMs?: number;
  limits?: typeof IMPORT_READ_LIMITS;
};

/**
 * What one reading of a file has used so far (bytes inflated, rows and cells read) against
 * its limits, counted as it happens; `signal` fires on a stop from outside or at the deadline.
 */
export class ReadBudget {
  bytes = 0;
  rows = 0;
  cells = 0;
  readonly signal: AbortSignal;
  readonly limits: typeof IMPORT_READ_LIMITS;
  private readonly deadline: AbortSignal | undefined;
  private readonly maxWorkMs: number;
  private readonly cpuAtStart = process.cpuUsage();

  constructor(options: ReadOptions = {}) {
    this.limits = options.limits ?? IMPORT_READ_LIMITS;
    this.maxWorkMs = options.workMs ?? Infinity;
    this.deadline =
      options.deadlineMs === undefined ? undefined : AbortSignal.timeout(options.deadlineMs);
    const signals = [options.signal, this.deadline].filter((s): s is AbortSignal => !!s);
    this.signal = signals.length === 1 ? signals[0]! : AbortSignal.any(signals);
  }

  /** Why the reading was stopped: its deadline (a limit) or its client. */
  stopped(): Error {
    return this.deadline?.aborted ? new ReadLimitError('time') : new ReadAbortedError();
  }

  /** Throws once the reading has been stopped. */
  check(): void {
    if (this.signal.aborted) throw this.stopped();
  }

  /**
   * The CPU milliseconds the process has used since this reading began, on every thread: the
   * parsing, the garbage collection it causes (which, with V8's default young generation, was
   * measured at up to twice the parsing itself on this kind of file), the inflation. What
   * other requests use meanwhile counts too, so a reading beside others stops sooner: the
   * bound is on what the server spends, which is what an upload must not be able to hold.
   */
  get workMs(): number {
    const { user, system } = process.cpuUsage(this.cpuAtStart);
    return (user + system) / 1000;
  }

  private checkWork(): void {
    if (this.maxWorkMs !== Infinity && this.workMs > this.maxWorkMs) {
      throw new ReadLimitError('time');
    }
  }

  addBytes(count: number): void {
    this.check();
    this.checkWork();
    this.bytes += count;
    if (this.bytes > this.limits.inflatedBytes) throw new ReadLimitError('bytes');
  }

  /** One row read, empty or not, of `cells` cells (its width as read). */
  addRow(cells: number): void {
    this.check();
    this.rows += 1;
    this.cells += cells;
    if (this.rows > this.limits.rows) throw new ReadLimitError('rows');
    if (this.cells > this.limits.cells) throw new ReadLimitError('cells');
  }

  /** The chunks of `stream`, the CPU time checked after the parser has taken each. */
  async *timed(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of stream) {
      yield chunk;
      this.checkWork();
    }
  }

  /** `read()`, the CPU time checked when it ends (and at each chunk it inflates). */
  async timedCall<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } finally {
      this.checkWork();
    }
  }

  /**
   * `source` counted against the bytes limit as it flows (and `each` called on every chunk,
   * which may throw); past it, or once the reading is stopped, the stream fails and `source`
   * is destroyed (inflating no further).
   */
  meter(source: Readable, each?: () => void): Readable {
    const meter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        try {
          this.addBytes(chunk.length);
          each?.();
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
    // Always destroyed with an error: exceljs waits for 'end' or 'error', never for 'close'.
    const stop = () => meter.destroy(this.stopped());
    this.signal.addEventListener('abort', stop, { once: true });
    source.once('error', (error) => meter.destroy(error));
    meter.once('close', () => {
      this.signal.removeEventListener('abort', stop);
      source.destroy();
    });
    source.pipe(meter);
    return meter;
  }
}

/**
 * The answer to an upload whose reading failed: a limit passed is a 422 saying which (with the
 * limit), a client that has gone gets a 400 nobody reads, anything else is unreadable.
 */
export function readRefusal(error: unknown, lang: Language): AppError {
  if (error instanceof ReadAbortedError) return new AppError(400, 'bad_request');
  if (!(error instanceof ReadLimitError)) return new AppError(422, 'import_file_unreadable');
  const number = (n: number) => n.toLocaleString(lang === 'ar' ? 'ar' : 'en');
  const limits = IMPORT_READ_LIMITS;
  if (error.limit === 'columns') {
    return new AppError(422, 'import_too_many_columns', {
      params: { maximum: number(IMPORT_MAX_COLUMNS) },
    });
  }
  const params: Record<Exclude<ReadLimit, 'columns'>, MessageParams> = {
    bytes: { megabytes: number(limits.inflatedBytes / (1024 * 1024)) },
    rows: { maximum: number(limits.rows) },
    cells: { maximum: number(limits.cells) },
    field: { maximum: number(limits.fieldChars) },
    time: { seconds: number(limits.uploadWorkSeconds) },
    stored: { maximum: number(IMPORT_STORED_TEXT_MAX) },
  };
  return new AppError(422, 'import_file_too_complex', {
    messageKey: `import_limit_${error.limit}`,
    params: params[error.limit],
  });
}
