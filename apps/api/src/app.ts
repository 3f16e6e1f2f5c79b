import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@mutabaa/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { refusePublishedDemoPasswords } from './demo/safety.js';
import { seedDemoOnFirstStart } from './demo/seed.js';
import { startJobs, type Jobs } from './jobs/index.js';
import { LOG_SERIALIZERS } from './lib/log-redaction.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { attachmentsRoutes } from './modules/applications/attachments.routes.js';
import { AttachmentsService } from './modules/applications/attachments.service.js';
import { sweepStaleUploads } from './modules/applications/attachments.files.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { DocumentsService } from './modules/documents/documents.service.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { PublicService } from './modules/public/public.service.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { ExportsService } from './modules/exports/exports.service.js';
import { ApplicationsService } from './modules/applications/applications.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.js';
import { DashboardsService } from './modules/dashboards/dashboards.service.js';
import { formConfigRoutes } from './modules/form-config/form-config.routes.js';
import { FieldsService } from './modules/form-config/fields.service.js';
import { OptionsService } from './modules/form-config/options.service.js';
import { TransitionsService } from './modules/form-config/transitions.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import type { Notifier } from './modules/notifications/notify.js';
import { NotificationHub } from './modules/notifications/hub.js';
import { streamRoutes } from './modules/notifications/stream.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { SystemService } from './modules/system/system.service.js';
import { userPickerRoutes } from './modules/users/pickers.routes.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { clientErrorHandler, errorsPlugin, sendError } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { notFoundPlugin } from './plugins/not-found.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
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

/** Helmet with a CSP that lets the built SPA (own scripts and styles) run. */
async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes (set by component libraries) carry no script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app may be served over plain HTTP on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mutabaa API', version: APP_VERSION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
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
  i18nPlugin(app);
  errorsPlugin(app);

  let database: Database | undefined;
  let jobs: Jobs | undefined;
  let hub: NotificationHub | undefined;
  // Streams and jobs first (they use the database), the database last.
  const shutdown = async () => {
    await hub?.stop();
    await jobs?.stop();
    await database?.close();
  };

  try {
    database = await openDatabase({ ...config, pgliteTemplate: options.pgliteTemplate });
    dbPlugin(app, database);
    jobs = await startJobs(config, database, app.log);
    app.decorate('boss', jobs.boss);
    await seedDemoOnFirstStart(config, database);
    await refusePublishedDemoPasswords(config, database.db);
    const swept = await sweepStaleUploads(config.dataDir);
    if (swept) app.log.info({ swept }, 'unfinished uploads removed');
    const notificationHub = new NotificationHub(database, app.log);
    hub = notificationHub;
    await notificationHub.start();
    app.decorate('notificationHub', notificationHub);
    // Open streams never end by themselves: end them before the server waits for its requests.
    app.addHook('preClose', (done) => {
      notificationHub.endAll();
      done();
    });
    app.addHook('onClose', shutdown);

    await securityHeaders(app);
    await apiDocs(app);
    await rateLimitPlugin(app, config);
    await authPlugin(app, config.jwtSecret);
    const spaFallback = await spaPlugin(app, config.webDist);
    notFoundPlugin(app, spaFallback);

    const auth = new AuthService({ db: database.db, jwt: app.jwt, mail: jobs.mail, config });
    const users = new UsersService({ db: database.db });
    const system = new SystemService({ db: database.db, dataDir: config.dataDir });
    const formConfig = {
      fields: new FieldsService({ db: database.db }),
      options: new OptionsService({ db: database.db }),
      transitions: new TransitionsService({ db: database.db }),
    };
    const notifier: Notifier = { mail: jobs.mail, publicUrl: config.publicUrl };
    app.decorate('notifier', notifier);
    const notificationsService = new NotificationsService({ db: database.db, notifier });
    const applications = new ApplicationsService({ db: database.db, notifier });
    const attachments = new AttachmentsService({ db: database.db, dataDir: config.dataDir });
    const documents = new DocumentsService({ db: database.db });
    const publicView = new PublicService({ db: database.db });
    const exportsService = new ExportsService({ db: database.db });
    const dashboards = new DashboardsService({ db: database.db });
    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(authRoutes(auth));
        await api.register(profileRoutes(users));
        await api.register(userPickerRoutes);
        await api.register(systemRoutes(system));
        await api.register(formConfigRoutes(formConfig));
        await api.register(applicationsRoutes(applications));
        await api.register(attachmentsRoutes(attachments));
        await api.register(documentsRoutes(documents));
        await api.register(publicRoutes(publicView));
        await api.register(exportsRoutes(exportsService));
        await api.register(dashboardsRoutes(dashboards));
        await api.register(notificationsRoutes(notificationsService));
        await api.register(streamRoutes(notificationHub));
      },
      { prefix: '/api' },
    );
    return app;
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }
}
