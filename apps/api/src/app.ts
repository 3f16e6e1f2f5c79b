import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@mutabaa/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { DestinationStream } from 'pino';
import { serveSnapshots, type SnapshotServer } from './backup/snapshot-server.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { refusePublishedDemoPasswords } from './demo/safety.js';
import { seedDemoOnFirstStart } from './demo/seed.js';
import { startJobs, type Jobs } from './jobs/index.js';
import { startImportJobs } from './jobs/imports.js';
import { createFileStore } from './lib/file-store/index.js';
import { LOG_SERIALIZERS } from './lib/log-redaction.js';
import { nameSharedSchemas } from './openapi/components.js';
import { finishDocument, OPENAPI_CONTACT, OPENAPI_LICENSE } from './openapi/finish.js';
import { makeDataDirPrivate } from './lib/private-files.js';
import { metricsPlugin } from './metrics/index.js';
import { requestContextHook } from './lib/request-context.js';
import { sweepStaleUploads } from './lib/uploads/received-file.js';
import { apiTokensModule } from './modules/api-tokens/index.js';
import {
  applicationsForUsers,
  applicationsModule,
  webhookView,
} from './modules/applications/index.js';
import {
  attachmentDir,
  attachmentsModule,
  presentAttachmentsOf,
  sweepOrphanedAttachments,
} from './modules/attachments/index.js';
import { assignmentsModule } from './modules/assignments/index.js';
import { auditLogsModule } from './modules/audit-logs/index.js';
import { accountActions, authModule, sessionOpener } from './modules/auth/index.js';
import { dashboardsModule } from './modules/dashboards/index.js';
import { reportsModule } from './modules/reports/index.js';
import { recomputer, slaModule } from './modules/sla/index.js';
import { emailTemplatesModule } from './modules/email-templates/index.js';
import { documentsModule } from './modules/documents/index.js';
import {
  OfficialDocumentsService,
  officialDocumentsModule,
  PdfRenderer,
} from './modules/official-documents/index.js';
import { startReceiptJobs } from './jobs/documents.js';
import { exportsModule } from './modules/exports/index.js';
import { formConfigModule } from './modules/form-config/index.js';
import { healthModule } from './modules/health/index.js';
import { ImportRuns, importsModule } from './modules/imports/index.js';
import { NotificationHub } from './modules/notifications/hub.js';
import { openSessions } from './modules/auth/auth.service.js';
import { notificationsModule } from './modules/notifications/index.js';
import type { Notifier } from './modules/notifications/notify.js';
import { oidcModule, startOidcProvider, type OidcProvider } from './modules/oidc/index.js';
import { publicModule } from './modules/public/index.js';
import { logoDir, systemModule } from './modules/system/index.js';
import { usersModule } from './modules/users/index.js';
import { SignInChallenges, twoFactorModule } from './modules/two-factor/index.js';
import { webhooksModule } from './modules/webhooks/index.js';
import { DEFAULT_WEBHOOKS_CONFIG } from './webhooks-config.js';
import { createSecretBox } from './lib/secret-box.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { compressionPlugin } from './plugins/compression.js';
import { clientErrorHandler, errorsPlugin, sendError } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { lingeringClosePlugin } from './plugins/lingering-close.js';
import { notFoundPlugin } from './plugins/not-found.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    boss: PgBoss;
    notificationHub: NotificationHub;
    /** Creates notifications within a caller's transaction (jobs, imports). */
    notifier: Notifier;
  }
}

async function apiDocs(app: FastifyInstance) {
  nameSharedSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mutabaa API',
        version: APP_VERSION,
        description:
          'Applications (also called transactions), their comments, attachments and documents, ' +
          'users and settings of Mutabaa. Paths end with a slash. Sign in with POST /api/login/ ' +
          'and send the access token as `Authorization: Bearer <token>`.',
        license: OPENAPI_LICENSE,
        contact: OPENAPI_CONTACT,
      },
      servers: [
        {
          url: '{origin}',
          description: 'The address Mutabaa is served at',
          variables: { origin: { default: 'http://localhost:8080' } },
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The access token of POST /api/login/ (a JWT, 15 minutes), or an API token ' +
              '(mtb_…) of a staff user, limited to its scopes',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => finishDocument(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * The whole application: opens the database (migrating it), starts the job queue and
 * registers every plugin and route. `server.ts` listens on it; tests call `inject()`.
 * `logStream` takes the log lines instead of standard output (a test reading them).
 */
export async function buildApp(
  config: Config,
  options: { pgliteTemplate?: Blob; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: LOG_SERIALIZERS,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Errors the router meets before any route (an undecodable path) get the same body.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.production));
  app.decorate('config', config);
  requestContextHook(app);
  i18nPlugin(app);
  errorsPlugin(app);
  lingeringClosePlugin(app, BODY_LIMIT_BYTES);

  let database: Database | undefined;
  let jobs: Jobs | undefined;
  let hub: NotificationHub | undefined;
  let snapshots: SnapshotServer | undefined;
  let oidcProvider: OidcProvider | undefined;
  // Streams and jobs first (they use the database), the database last.
  const shutdown = async () => {
    oidcProvider?.stop();
    await snapshots?.close();
    await hub?.stop();
    await jobs?.stop();
    await database?.close();
    await files.close();
    await renderer.close();
  };
  const files = createFileStore(config);
  const renderer = new PdfRenderer();

  try {
    database = await openDatabase({ ...config, pgliteTemplate: options.pgliteTemplate });
    // After the database opened: PGlite unpacks a new one with modes of its own.
    const started = Date.now();
    const { changed, refused } = await makeDataDirPrivate(config.dataDir);
    if (changed) {
      app.log.info({ changed, ms: Date.now() - started }, 'data directory made private');
    }
    if (refused.length) {
      const first = refused.slice(0, 10);
      app.log.warn({ count: refused.length, first }, 'data directory entries left as they were');
    }
    // `npm run backup` asks the app for the embedded database, which no other process can open.
    if (database.pglite) snapshots = await serveSnapshots(database.pglite, config.dataDir, app.log);
    dbPlugin(app, database);
    jobs = await startJobs(config, database, app.log, files);
    app.decorate('boss', jobs.boss);
    await seedDemoOnFirstStart(config, database, files);
    await refusePublishedDemoPasswords(config, database.db);
    // Uploads are received on the local disk before they are stored, whichever the store.
    const swept = await sweepStaleUploads([attachmentDir(config.dataDir), logoDir(config.dataDir)]);
    if (swept) app.log.info({ swept }, 'unfinished uploads removed');
    const orphans = await sweepOrphanedAttachments(database.db, files, config.dataDir);
    if (orphans) app.log.info({ orphans }, 'stored files without an attachment removed');
    const notificationHub = new NotificationHub(database, app.log, openSessions);
    hub = notificationHub;
    await notificationHub.start();
    app.decorate('notificationHub', notificationHub);
    metricsPlugin(app, config.metrics, { database, boss: jobs.boss, hub: notificationHub });
    // Open streams never end by themselves: end them before the server waits for its requests.
    app.addHook('preClose', (done) => {
      notificationHub.endAll();
      done();
    });
    app.addHook('onClose', shutdown);

    securityHeadersPlugin(app);
    await apiDocs(app);
    await rateLimitPlugin(app, config);
    await authPlugin(app, config.jwtSecret);
    const spaFallback = await spaPlugin(app, config.webDist);
    notFoundPlugin(app, spaFallback);

    const { mail, boss, notifier, webhooks } = jobs;
    app.decorate('notifier', notifier);
    const db = database.db;
    const { dataDir } = config;
    const embedded = database.kind === 'pglite';
    const runs = new ImportRuns();
    const documents = new OfficialDocumentsService({
      db,
      files,
      renderer,
      mail,
      publicUrl: config.publicUrl,
      // On PostgreSQL the reads of one overlap another's setting; on PGlite they would hold
      // the request thread (docs/benchmarks.md#official-documents).
      atOnce: embedded ? 1 : 4,
    });
    const receipts = await startReceiptJobs(
      boss,
      (id) => documents.issueReceipt(id),
      app.log,
      config.runWorkers,
    );
    await startImportJobs(
      boss,
      { db, embedded, dataDir, runs, notifier, log: app.log },
      config.runWorkers,
    );
    // A change of the service levels' rules recomputes the open clocks in the background.
    const clocks = recomputer(db, (error) => {
      app.log.warn({ err: error }, 'service-level clocks not recomputed (the minute job retries)');
    });
    app.addHook('preClose', () => clocks.idle());
    const accounts = accountActions({ mail, config });
    const twoFactor = {
      db,
      mail,
      publicUrl: config.publicUrl,
      secrets: createSecretBox(config),
      endSessions: accounts.endSessions,
    };
    // An unreachable issuer is retried in the background and reported by readiness.
    oidcProvider = await startOidcProvider(config, app.log);
    const sso = oidcProvider;
    const degraded = () => (sso && !sso.ready ? ['single_sign_on'] : []);
    // Each module builds its services from what it is given and registers its routes.
    await app.register(
      async (api) => {
        await compressionPlugin(api);
        await api.register(healthModule(degraded));
        const challenges = new SignInChallenges(twoFactor);
        const authDeps = { db, jwt: app.jwt, mail, config, challenges };
        await api.register(authModule(authDeps));
        const openSignIn = sessionOpener(authDeps);
        const applications = applicationsForUsers(notifier);
        await api.register(
          oidcModule({ db, config, provider: sso, openSignIn, applications, log: app.log }),
        );
        await api.register(twoFactorModule(twoFactor));
        await api.register(apiTokensModule({ db }));
        await api.register(usersModule({ db, accounts, applications }));
        await api.register(systemModule({ db, files }));
        await api.register(formConfigModule({ db }));
        await api.register(
          applicationsModule({ db, notifier, receipts, attachmentsOf: presentAttachmentsOf }),
        );
        await api.register(attachmentsModule({ db, files, webhooks: notifier.webhooks }));
        await api.register(assignmentsModule({ db, notifier }));
        await api.register(auditLogsModule({ db }));
        await api.register(emailTemplatesModule({ db, mail, publicUrl: config.publicUrl }));
        await api.register(documentsModule({ db }));
        await api.register(officialDocumentsModule({ db, documents }));
        await api.register(publicModule({ db }));
        await api.register(exportsModule({ db }));
        await api.register(importsModule({ db, embedded, dataDir, boss, runs }));
        await api.register(dashboardsModule({ db }));
        await api.register(reportsModule({ db }));
        await api.register(slaModule({ db, changed: () => clocks.kick() }));
        await api.register(notificationsModule({ db, notifier, hub: notificationHub }));
        await api.register(
          webhooksModule({
            db,
            secrets: twoFactor.secrets,
            settings: config.webhooks ?? DEFAULT_WEBHOOKS_CONFIG,
            queue: webhooks.queue,
            view: webhookView,
          }),
        );
      },
      { prefix: '/api' },
    );
    return app;
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }
}
