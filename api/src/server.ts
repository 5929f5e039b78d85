import { buildApp } from './app.js';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer } from './outbox/mailer.js';
import { createOutboxRelay } from './outbox/relay.js';
import { ensureDemoIdentities } from './seed/identity.js';
import { seedLoadProducts } from './seed/load-products.js';
import { seedDemoData } from './seed/seed.js';
import { openStorage } from './storage/open-storage.js';
import { S3Storage } from './storage/s3-storage.js';
import type { StoragePort } from './storage/storage-port.js';

async function seed(
  config: Config,
  database: Database,
  storage: StoragePort,
  app: FastifyInstance,
): Promise<void> {
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, storage);
    if (seeded.seeded) app.log.info(seeded, 'demo data seeded');
    if (config.firebaseAuthEmulatorHost) {
      // Not awaited: the API serves while the emulator is still coming up.
      ensureDemoIdentities(config, { log: app.log })
        .then((created) =>
          app.log.info({ created }, 'demo identities ensured in the Auth emulator'),
        )
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'could not create demo identities'),
        );
    }
  }
  if (config.seedLoadProducts > 0) {
    const added = await seedLoadProducts(database.db, config.seedLoadProducts);
    app.log.info({ added, total: config.seedLoadProducts }, 'load-test products seeded');
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.pgliteDir,
  });
  // Replicas starting together migrate one at a time (an advisory lock on PostgreSQL).
  await database.migrate(config.migrationsFolder);
  const storage = openStorage(config);
  if (storage instanceof S3Storage) await storage.check();
  const app = await buildApp({ config, db: database.db, storage });
  app.addHook('onClose', async () => database.close());
  if (config.databaseUrl && !config.apiTokenSecretSet) {
    app.log.warn(
      'API_TOKEN_SECRET is not set: this process made up its own, so access tokens it issues are refused by any other replica',
    );
  }

  // Seeding checks then writes: on PostgreSQL only one replica at a time may do it.
  await database.exclusive(() => seed(config, database, storage, app));

  // Issue 20: notification emails go out over SMTP_URL; without it their rows wait, queued.
  const mailer = config.smtpUrl
    ? createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        timeoutMs: config.outboxRequestTimeoutMs,
      })
    : undefined;
  if (!mailer) {
    app.log.warn('SMTP_URL is not set: notification emails stay queued in the outbox until it is');
  }
  const relay = createOutboxRelay({
    db: database.db,
    urls: config.automationUrls,
    maxAttempts: config.outboxMaxAttempts,
    maxAgeMs: config.outboxMaxAgeHours * 3_600_000,
    pollMs: config.outboxPollMs,
    batchSize: config.outboxBatchSize,
    requestTimeoutMs: config.outboxRequestTimeoutMs,
    leaseMarginMs: config.outboxLeaseMarginMs,
    storage: app.storage,
    mailer,
    log: app.log,
  });
  // Also stopped on close, for callers that close the app directly.
  app.addHook('onClose', async () => {
    await relay.stop();
    mailer?.close();
  });

  await app.listen({ port: config.port, host: config.host });
  relay.start();
  app.log.info(
    { database: database.driver, emulator: config.firebaseAuthEmulatorHost ?? null },
    'Leafbid API ready',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    relay
      .stop()
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
