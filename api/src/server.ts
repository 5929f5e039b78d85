import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createOutboxRelay } from './outbox/relay.js';
import { ensureDemoIdentities } from './seed/identity.js';
import { seedLoadProducts } from './seed/load-products.js';
import { seedDemoData } from './seed/seed.js';
import { LocalFolderStorage } from './storage/local-folder-storage.js';

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
  await database.migrate(config.migrationsFolder);
  const storage = new LocalFolderStorage(config.filesDir);
  const app = await buildApp({ config, db: database.db, storage });
  app.addHook('onClose', async () => database.close());

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

  const relay = createOutboxRelay({
    db: database.db,
    urls: config.automationUrls,
    maxAttempts: config.outboxMaxAttempts,
    maxAgeMs: config.outboxMaxAgeHours * 3_600_000,
    pollMs: config.outboxPollMs,
    storage: app.storage,
    log: app.log,
  });
  // Also stopped on close, for callers that close the app directly.
  app.addHook('onClose', async () => relay.stop());

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
