import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { imageJobsPlugin } from './media/image-jobs.js';
import { loadConfig, type Config } from './config.js';
import { useEnglishTexts } from './error-text.js';
import { Redis } from 'ioredis';
import { openDatabase, poolOf, type Db } from './db/client.js';
import { parseJsonBody } from './json-body.js';
import { loggerOptions } from './logging.js';
import { cachedVerifier } from './identity/cached-verifier.js';
import { createFirebaseVerifier } from './identity/firebase-verifier.js';
import { auth } from './plugins/auth.js';
import { core } from './plugins/database.js';
import { multipartBodies } from './plugins/multipart.js';
import { noStore } from './plugins/no-store.js';
import { errorHandler, frameworkErrors, notFoundHandler } from './plugins/error-handler.js';
import { rateLimitOptions, type RateLimitBackend } from './plugins/rate-limit.js';
import { routeList } from './plugins/route-list.js';
import { apiRoutes } from './api-routes.js';
import { replicas } from './replicas/replicas-plugin.js';
import { contactsRepository } from './repositories/contacts.js';
import { catalogueTotals } from './repositories/catalogue-totals.js';
import { productsRepository } from './repositories/products.js';
import { tasksRepository } from './repositories/tasks.js';
import { liveEvents } from './live/live-events-plugin.js';
import { setNotificationAppUrl } from './trade-desk/notify.js';
import { releasePlatform } from './platform/platform-plugin.js';
import { openStorage } from './storage/open-storage.js';
import type { StoragePort } from './storage/storage-port.js';

/**
 * The API's version in the OpenAPI document: api/package.json's, read next to this module (src/
 * when tested, dist/ when built; both sit one folder below the package).
 */
const API_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export interface BuildAppOptions {
  /** A full config, or overrides applied on top of loadConfig(). */
  config?: Partial<Config>;
  /** An open, migrated database; when absent one is opened from config and closed with the app. */
  db?: Db;
  /** Defaults to LocalFolderStorage under config.filesDir. */
  storage?: StoragePort;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** @fastify/rate-limit; tests turn it off. Default true. */
  rateLimit?: boolean;
}

/**
 * Issue 21: rate limits are one budget per user across replicas — in Redis when REDIS_URL is set,
 * else in PostgreSQL when the API runs on it; on PGlite (one process) in memory.
 */
function rateLimitBackend(app: FastifyInstance, config: Config, db: Db): RateLimitBackend {
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      // A request waits for Redis at most this long, then fails (503-like) rather than hangs.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      enableOfflineQueue: true,
    });
    // Connection errors are retried by ioredis; each failing request reports its own.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    return { kind: 'redis', redis };
  }
  const pool = poolOf(db);
  return pool ? { kind: 'postgres', pool } : { kind: 'memory' };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Issue 19: the domain's texts in en-CA, ICU plurals included, also with NODE_ENV=production.
  useEnglishTexts();
  const config: Config = { ...loadConfig(), ...options.config };
  // Issue 20: the app's address in the links of notification emails (APP_URL).
  setNotificationAppUrl(config.appUrl);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A URL the router cannot decode ('/tasks/%ED%A0%80') never reaches the error handler: its
    // answer is built here, with its code like every other error (issue 19).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The browser client sends JSON headers on every call, also on body-less POST/PUT (spec §7).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  let db = options.db;
  if (!db) {
    const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    db = database.db;
    app.addHook('onClose', async () => database.close());
  }
  const storage = options.storage ?? openStorage(config);

  // Before any route: the list of routes the tests must cover, and the OpenAPI document.
  await app.register(routeList);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leafbid Product API',
        description: 'The Product API of the Leafbid marketplace (docs/api.md).',
        version: API_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(errorHandler);
  await app.register(helmet, {
    // The host and remotes run on other origins and load /product-image and /file in <img>.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    // Issue 35: a download fetched with the bearer token (the kernel's DownloadLink) saves the
    // file under the name the API gives it.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  // JSON answers over 1 KB go out compressed (br or gzip, as the caller accepts); images do not.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.rateLimit !== false) {
    // Before the auth plugin: its onRoute hook puts the authenticate check after the limit.
    await app.register(rateLimit, rateLimitOptions(config, rateLimitBackend(app, config, db)));
  }
  await app.register(multipartBodies);

  await app.register(core, { config, db, storage });
  await app.register(replicas);
  await app.register(contactsRepository);
  await app.register(productsRepository);
  await app.register(catalogueTotals);
  await app.register(tasksRepository);
  await app.register(imageJobsPlugin);
  await app.register(auth, {
    verifier: cachedVerifier(
      createFirebaseVerifier({
        projectId: config.firebaseProjectId,
        emulatorHost: config.firebaseAuthEmulatorHost,
      }),
    ),
    secret: config.apiTokenSecret,
  });
  await app.register(noStore);

  // Issue 11: live updates (GET /events), decorated here before the routes that use them.
  await app.register(liveEvents);
  // Issue 37: the release registry (docs/releases.md), read and changed by the platform routes.
  await app.register(releasePlatform);
  // Issue 36: every route, grouped by access level (api-routes.ts); each level adds its check.
  await app.register(apiRoutes);

  // Issue 18: unknown routes count against the rate limit too (probing for paths is not free).
  app.setNotFoundHandler(
    options.rateLimit !== false ? { preHandler: app.rateLimit() } : {},
    notFoundHandler,
  );

  return app;
}
