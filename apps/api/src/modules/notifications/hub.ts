import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { logFailure } from '../../db/connection-errors.js';
import type { NotificationRow } from '../../db/schema/index.js';
import { listenOn, type Listening } from '../../db/listen.js';
import { findNotification, unreadCount } from './notifications.repository.js';
import { presentNotification } from './notifications.presenter.js';
import {
  latestNotificationId,
  notificationsAfter,
  NOTIFICATIONS_CHANNEL,
  UNREAD_CHANNEL,
} from './stream.repository.js';

export const HEARTBEAT_MS = 25_000;
/** How often open streams' sessions are checked: a revoked one ends within this. */
export const SESSION_CHECK_MS = 10_000;
/** A reader this far behind is dropped; it reconnects and catches up by Last-Event-ID. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** Live ids remembered while a stream catches up, sent once it has. */
const MAX_MISSED = 50;
/** Ids a stream sent last: one that comes both in a catch-up and live is sent once. */
const RECENT_IDS = 64;

/** One open stream: a few numbers and the response, nothing buffered here. */
type Stream = {
  readonly userId: number;
  readonly response: ServerResponse;
  /** The newest notification id sent (or, at first, known to exist). */
  lastId: number;
  /** Set while it catches up: live ids that arrived meanwhile. */
  missed: number[] | undefined;
  /**
   * The ids sent last, oldest first. Not "every id up to lastId": transactions commit out of
   * the order of their ids, so a smaller id can still be new.
   */
  recent: number[];
  /** The session of the token it was opened with; the stream ends with it. */
  readonly session?: StreamSession;
  expiry?: NodeJS.Timeout;
};

/** A stream's session: the refresh token's jti, the token version and the token's expiry (ms). */
export type StreamSession = { id: string; version: number; expiresAt: number };

/** The version of each session of `sessionIds` still open (ended ones are absent). */
export type OpenSessions = (db: Executor, sessionIds: string[]) => Promise<Map<string, number>>;

function event(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function parsePayload(payload: string): { id?: number; userId: number } | undefined {
  try {
    const value = JSON.parse(payload) as { id?: unknown; user_id?: unknown };
    if (!Number.isInteger(value.user_id)) return undefined;
    const id = Number.isInteger(value.id) ? (value.id as number) : undefined;
    return { id, userId: value.user_id as number };
  } catch {
    return undefined;
  }
}

/**
 * This process's open notification streams, by user, fed by LISTEN on the channels every instance's
 * inserts announce on (docs/architecture.md#live-notifications). A payload carries only ids: the
 * notification and the unread count are read once per payload and written to each open stream of
 * that user.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  private listener: Listening | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;

  /**
   * `openSessions` (from the auth module, given rather than imported: auth notifies through
   * this module) answers the version of each session still open.
   */
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly openSessions: OpenSessions,
    private readonly heartbeatMs = HEARTBEAT_MS,
    private readonly sessionCheckMs = SESSION_CHECK_MS,
  ) {}

  /** Open streams in this process. */
  get streamCount(): number {
    let total = 0;
    for (const streams of this.byUser.values()) total += streams.size;
    return total;
  }

  async start(): Promise<void> {
    const { database } = this;
    const onMessage = (channel: string, payload: string) => {
      const message = parsePayload(payload);
      if (!message || !this.byUser.has(message.userId)) return;
      const work =
        channel === NOTIFICATIONS_CHANNEL && message.id !== undefined
          ? this.deliver(message.userId, message.id)
          : channel === UNREAD_CHANNEL
            ? this.pushUnread(message.userId)
            : undefined;
      work?.catch((error: unknown) => logFailure(this.log, error, 'notifications: push failed'));
    };
    this.listener = await listenOn(
      database,
      'notifications',
      [NOTIFICATIONS_CHANNEL, UNREAD_CHANNEL],
      { message: onMessage, reconnected: () => this.catchUpAll() },
      this.log,
    );
    this.heartbeat = setInterval(() => this.ping(), this.heartbeatMs);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => {
      this.checkSessions().catch((error: unknown) =>
        logFailure(this.log, error, 'notifications: checking sessions failed'),
      );
    }, this.sessionCheckMs);
    this.sessionCheck.unref();
  }

  /** Ends every open stream (their readers reconnect elsewhere) so the server can close. */
  endAll(): void {
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        clearTimeout(stream.expiry);
        stream.response.end();
      }
    }
    this.byUser.clear();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    this.endAll();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
  }

  /** The PostgreSQL listening connection's server process id (undefined on PGlite). */
  async listenerPid(): Promise<number | undefined> {
    return this.listener?.backendPid?.();
  }

  /**
   * Adds an open response (headers already written) for `userId`: sends the unread count and,
   * with `lastEventId`, the user's notifications after it; then every new one. It is removed
   * when the response closes, and ended when the token of `session` expires or its session
   * ends (logout, a new password, deactivation): the reader reconnects with a fresh token.
   */
  async open(
    userId: number,
    response: ServerResponse,
    lastEventId?: number,
    session?: StreamSession,
  ): Promise<void> {
    // A reader gone while it was signed in would never fire 'close' again: nothing to keep.
    if (response.destroyed || !response.socket || response.socket.destroyed) return;
    const stream: Stream = {
      userId,
      response,
      lastId: lastEventId ?? 0,
      missed: [],
      recent: [],
      session,
    };
    if (session) {
      stream.expiry = setTimeout(
        () => this.end(stream),
        Math.max(0, session.expiresAt - Date.now()),
      );
      stream.expiry.unref();
    }
    let streams = this.byUser.get(userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(userId, streams);
    }
    streams.add(stream);
    response.on('close', () => this.remove(stream));
    // Registered before reading, so nothing committed from here on is missed.
    if (lastEventId === undefined) stream.lastId = await latestNotificationId(this.database.db);
    await this.catchUp(userId, [stream]);
  }

  private remove(stream: Stream): void {
    clearTimeout(stream.expiry);
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  /** Ends one stream (its token expired or its session ended). */
  private end(stream: Stream): void {
    this.remove(stream);
    stream.response.end();
  }

  /** Ends the streams whose session was revoked, or whose user is deactivated or re-versioned. */
  async checkSessions(): Promise<void> {
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    const ids = [...new Set(streams.flatMap((stream) => stream.session?.id ?? []))];
    if (ids.length === 0) return;
    const open = await this.openSessions(this.database.db, ids);
    for (const stream of streams) {
      const { session } = stream;
      if (session && open.get(session.id) !== session.version) this.end(stream);
    }
  }

  private isOpen(stream: Stream): boolean {
    return this.byUser.get(stream.userId)?.has(stream) ?? false;
  }

  private write(stream: Stream, text: string): void {
    if (!this.isOpen(stream)) return;
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) {
      this.remove(stream);
      stream.response.destroy();
      return;
    }
    stream.response.write(text);
  }

  private ping(): void {
    for (const streams of this.byUser.values()) {
      for (const stream of streams) this.write(stream, ': ping\n\n');
    }
  }

  private sendNotification(stream: Stream, row: NotificationRow, unreadCount: number): void {
    // Its NOTIFY can arrive after a catch-up that already read it from the table.
    if (stream.recent.includes(row.id)) return;
    stream.recent.push(row.id);
    if (stream.recent.length > RECENT_IDS) stream.recent.shift();
    const data = { notification: presentNotification(row), unread_count: unreadCount };
    this.write(stream, event('notification', data, row.id));
    stream.lastId = Math.max(stream.lastId, row.id);
  }

  /** A new notification of `userId`: read once, written to each of the user's streams. */
  private async deliver(userId: number, id: number, only?: Stream[]): Promise<void> {
    const targets: Stream[] = [];
    for (const stream of only ?? this.byUser.get(userId) ?? []) {
      if (!stream.missed) targets.push(stream);
      else if (stream.missed.length < MAX_MISSED) stream.missed.push(id);
    }
    if (targets.length === 0) return;
    const [row, unread] = await Promise.all([
      findNotification(this.database.db, userId, id),
      unreadCount(this.database.db, userId),
    ]);
    if (!row) return;
    for (const stream of targets) this.sendNotification(stream, row, unread);
  }

  private async pushUnread(userId: number): Promise<void> {
    const unread = await unreadCount(this.database.db, userId);
    for (const stream of this.byUser.get(userId) ?? []) {
      this.write(stream, event('unread', { unread_count: unread }));
    }
  }

  /**
   * Sends `streams` (all of `userId`) the unread count and what came after each one's last
   * id, then the live ids that arrived meanwhile and were not among them.
   */
  private async catchUp(userId: number, streams: Stream[]): Promise<void> {
    for (const stream of streams) stream.missed ??= [];
    const from = Math.min(...streams.map((stream) => stream.lastId));
    let rows: NotificationRow[];
    let unread: number;
    try {
      [rows, unread] = await Promise.all([
        notificationsAfter(this.database.db, userId, from),
        unreadCount(this.database.db, userId),
      ]);
    } catch (error) {
      // Ended rather than left without live events: the reader reconnects with Last-Event-ID.
      for (const stream of streams) stream.response.end();
      throw error;
    }
    const sent = new Set(rows.map((row) => row.id));
    const missed = new Map<number, Stream[]>();
    for (const stream of streams) {
      this.write(stream, event('unread', { unread_count: unread }));
      const after = stream.lastId;
      for (const row of rows) if (row.id > after) this.sendNotification(stream, row, unread);
      for (const id of stream.missed ?? []) {
        if (!sent.has(id)) missed.set(id, [...(missed.get(id) ?? []), stream]);
      }
      stream.missed = undefined;
    }
    for (const [id, targets] of missed) await this.deliver(userId, id, targets);
  }

  /** After the listening connection was lost: every stream gets what it missed. */
  private catchUpAll(): void {
    for (const [userId, streams] of this.byUser) {
      this.catchUp(userId, [...streams]).catch((error: unknown) =>
        logFailure(this.log, error, 'notifications: catch-up failed'),
      );
    }
  }
}
