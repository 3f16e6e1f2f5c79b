import type { TAttachment } from '@mutabaa/shared';
import type { Db, Executor } from '../../db/client.js';
import type { Notifier } from '../notifications/index.js';
import type { Viewer } from './applications.presenter.js';

/** Queues the receipt of an application's first submission, in the submitting transaction. */
export type Receipts = { queue(executor: Executor, applicationId: number): Promise<void> };

/** What the use cases of applications need; without a notifier changes notify no one. */

export type ApplicationsDeps = { db: Db; notifier?: Notifier; receipts?: Receipts };

/**
 * The live files of an application as `viewer` sees them, for its detail. The attachments
 * module gives it (app.ts wires it in): attachments build on applications, not the reverse.
 */
export type AttachmentsOf = (
  db: Executor,
  applicationId: number,
  viewer: Viewer,
) => Promise<TAttachment[]>;
