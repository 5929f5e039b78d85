import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** The node-postgres pool behind `db` (PostgreSQL only): LISTEN/NOTIFY and shared state. */
  pool: pg.Pool | null;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` alone among the replicas on this database (PostgreSQL: an advisory lock), e.g.
   * seeding on first start; PGlite has one process and runs it as it is.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
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

/** pg_advisory_lock key of the migrations: any fixed bigint shared by every replica. */
const MIGRATION_LOCK = 2_100_421;
/** …and of the first-start seeding, so two replicas never both seed an empty database. */
const STARTUP_LOCK = 2_100_422;

/**
 * Runs `work` while holding a session advisory lock on its own connection (issue 21): replicas
 * that start together migrate one after another; the later ones find nothing left to apply.
 * drizzle's migrator alone would race (two replicas creating the same table, one fails).
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** The node-postgres pool behind a Drizzle database, or null for PGlite. */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
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
      pool,
      migrate: (migrationsFolder) =>
        withAdvisoryLock(pool, MIGRATION_LOCK, () => migrateNodePostgres(db, { migrationsFolder })),
      exclusive: (work) => withAdvisoryLock(pool, STARTUP_LOCK, work),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm: the name search's index (migration 0017), as PostgreSQL has it in its contrib.
  const client = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pool: null,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
