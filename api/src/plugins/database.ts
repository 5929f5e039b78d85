import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { StoragePort } from '../storage/storage-port.js';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: StoragePort;
  }
}

export interface CorePluginOptions {
  config: Config;
  db: Db;
  storage: StoragePort;
}

/** Makes the validated config, the database and the storage port reachable from every plugin. */
export const core = fp(
  async (app: FastifyInstance, options: CorePluginOptions) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('storage', options.storage);
  },
  { name: 'core' },
);
