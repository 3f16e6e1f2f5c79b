import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the opened database available to routes; it is closed last, after the job queue. */
export function dbPlugin(app: FastifyInstance, database: Database): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
}
