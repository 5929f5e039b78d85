import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one Drizzle type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when unset an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections kept by the pool (default 20). */
  poolSize?: number | undefined;
  /** PGlite data folder; undefined → in memory (tests). */
  pgliteDir?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    // node-postgres, not postgres-js: under a steady load postgres-js lost half its throughput
    // within a minute in one process while node-postgres held steady (issue 12; README
    // "Benchmarks", api/scripts/pg-drivers.ts).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    // An idle client's error (a server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: (migrationsFolder) => migrateNodePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
