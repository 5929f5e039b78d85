import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { sharedDomain } from './domain/shared-domain.js';

/**
 * The only place that reads process.env (STYLE.md "One source of truth").
 * Everything else receives a validated Config.
 */

// api/src/config.ts and the bundled api/dist/server.js both sit two levels below the repo root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// No app origins of its own: the API is deployed alone, and which apps exist is the workspace's
// list of remotes (scripts/lib/remotes.mjs). `npm start`, the browser tests and the benches pass
// the host's and every remote's origins in CORS_ORIGINS; a deployment sets its own. Unset, no
// cross-origin browser call is allowed.
const DEFAULT_CORS: string[] = [];

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: unset/empty/false → X-Forwarded-* are ignored (the socket address is the client);
 * true → trust every proxy; a number → that many hops; otherwise comma-separated proxy addresses
 * or CIDR ranges.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((v) => v.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    if (
      !address ||
      !isIP(address) ||
      extra !== undefined ||
      (bits !== undefined && !/^\d{1,3}$/.test(bits))
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an address or CIDR range (or use true, false, a hop count)`,
      });
      return false;
    }
  }
  return entries;
}

export type TrustProxy = boolean | number | string[];

/** RELEASES_PLAIN_REMOTES: {"<remote name>": "<http(s) manifest URL>"}; unset or empty → {}. */
function parsePlainRemotes(
  value: string | undefined,
  ctx: z.RefinementCtx,
): Record<string, string> {
  if (value === undefined || value === '') return {};
  const shape = z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/, 'a remote name'),
    z.url().refine((url) => /^https?:\/\//.test(url), 'an http(s) URL'),
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object {"name": "manifest URL"}' });
    return {};
  }
  const result = shape.safeParse(parsed);
  if (result.success) return result.data;
  ctx.addIssue({
    code: 'custom',
    message: `must be a JSON object {"name": "manifest URL"}: ${result.error.issues[0]?.message ?? ''}`,
  });
  return {};
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-leafbid'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().trim().optional(),
  API_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: z.string().optional(),
  AUTOMATION_URL_PURCHASE_REQUEST: optionalUrl,
  AUTOMATION_URL_SUPPORT_REQUEST: optionalUrl,
  AUTOMATION_URL_UPDATE_BID: optionalUrl,
  AUTOMATION_URL_DELETE_BID: optionalUrl,
  AUTOMATION_URL_PRODUCT_SUBMISSION: optionalUrl,
  /** Issue 20: each counter-offer step (docs/api.md "Counter-offers"). */
  AUTOMATION_URL_COUNTER_OFFER: optionalUrl,
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(500),
  OUTBOX_MAX_AGE_HOURS: z.coerce.number().positive().default(72),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** How long GET /products keeps a view's match count (0 = count on every first page). */
  CATALOGUE_COUNT_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  CATALOGUE_PAGE_TTL_MS: z.coerce.number().int().min(0).default(2_000),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  MAX_VIDEO_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /** Issue 18: an uploaded image wider or taller than this many pixels is refused. */
  MAX_IMAGE_DIMENSION: z.coerce.number().int().positive().default(8000),
  /**
   * Issue 41: an uploaded image of more pixels (width × height) than this is refused (422), and a
   * stored one is never decoded to resize it (sent as stored): decoding costs CPU and memory by
   * the pixel, whatever the file's bytes (an 8,000 × 8,000 PNG of 198 KB cost 0.66 CPU-s).
   */
  MAX_IMAGE_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  /**
   * Issue 41: how many cover resizes run at once per process (each on one libvips thread); the
   * others wait their turn, at most IMAGE_JOBS_QUEUE of them; beyond that a cover is sent as
   * stored, so image work never takes the cores other requests need.
   */
  IMAGE_JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  IMAGE_JOBS_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  MAX_STORED_BYTES_PER_CONTACT: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  MAX_DOCUMENTS_PER_CONTACT: z.coerce.number().int().positive().default(10),
  /** Issue 18: the files of one contact's listings (a listing holds at most 8: cover, 4, 2, 1). */
  MAX_PRODUCT_FILE_BYTES_PER_CONTACT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  MAX_PRODUCT_FILES_PER_CONTACT: z.coerce.number().int().positive().default(500),
  SUPPORT_REQUESTS_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  SEED_DEMO: booleanFlag.optional(),
  /** Benchmarks: this many generated active products (`npm run bench:catalogue`); 0 = none. */
  SEED_LOAD_PRODUCTS: z.coerce.number().int().min(0).max(100_000).default(0),
  /** GET /events: how often a heartbeat goes to each open stream (issue 11). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(sharedDomain.LIVE_HEARTBEAT_MS),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Issue 21: how long live events stay in PostgreSQL for Last-Event-ID resumes on any replica. */
  LIVE_EVENTS_KEEP_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /** Issue 21: one rate-limit budget across replicas in Redis (else PostgreSQL, else in memory). */
  REDIS_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .url()
        .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
        .optional(),
    )
    .optional(),
  /** Issue 21: files in S3-compatible object storage when a bucket is named. */
  S3_BUCKET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
        .optional(),
    )
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Outbox rows claimed per poll, and how long one delivery may take (issue 21: the lease). */
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  OUTBOX_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  OUTBOX_LEASE_MARGIN_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * Issue 20: where notification emails go (smtp:// or smtps://, credentials in the URL, e.g.
   * smtp://user:pass@mail.example:587). Unset → email rows wait, queued, until it is set.
   */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .url()
        .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
        .optional(),
    )
    .optional(),
  /** The sender of notification emails. */
  MAIL_FROM: z.string().trim().min(3).default('Leafbid <no-reply@leafbid.test>'),
  /** The app's address, for the links in emails (the host's origin). */
  APP_URL: z
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http:// or https:// URL')
    .default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Issue 37 (docs/releases.md): the release registry in the bucket (with the S3_* endpoint,
   * region and keys) when set, else <DATA_DIR>/releases/registry.json.
   */
  RELEASES_S3_BUCKET: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
        .optional(),
    )
    .optional(),
  /** The releases root inside that bucket ('' = the bucket's root). */
  RELEASES_S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._/-]*$/, 'must be a key prefix (letters, digits, . _ - /)')
    .default('releases'),
  /**
   * Remotes served by a plain manifest URL in GET /platform/remotes.json (an outside team's
   * remote without the tooling), as a JSON object {"name": "https://…/mf-manifest.json"}.
   */
  RELEASES_PLAIN_REMOTES: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => parsePlainRemotes(v, ctx)),
  /** How much worse than stable's a canary's failure rate may be before it is rolled back. */
  RELEASE_ROLLBACK_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  /** The canary sessions needed before its rate counts. */
  RELEASE_ROLLBACK_MIN_SESSIONS: z.coerce.number().int().min(1).default(20),
  /** POST /platform/reports per client address per minute. */
  RELEASE_REPORTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
});

/** Each webhook kind's URL (AUTOMATION_URL_*); `email` rows go to SMTP_URL instead. */
export interface AutomationUrls {
  purchase_request?: string | undefined;
  support_request?: string | undefined;
  update_bid?: string | undefined;
  delete_bid?: string | undefined;
  product_submission?: string | undefined;
  counter_offer?: string | undefined;
}

/** S3-compatible object storage (issue 21); undefined → the local folder. */
export interface ObjectStorageConfig {
  bucket: string;
  /** Undefined → AWS S3 itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither → the SDK's default chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://endpoint/bucket/key` rather than `http://bucket.endpoint/key` (MinIO, most non-AWS). */
  forcePathStyle: boolean;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, or undefined for real Firebase. */
  firebaseAuthEmulatorHost: string | undefined;
  apiTokenSecret: string;
  /** False when API_TOKEN_SECRET was made up at start (replicas must share one). */
  apiTokenSecretSet: boolean;
  corsOrigins: string[];
  automationUrls: AutomationUrls;
  /** Safety net only: rows normally die by age (outboxMaxAgeHours). */
  outboxMaxAttempts: number;
  /** A queued row is given up (dead) once it has been failing for this long. */
  outboxMaxAgeHours: number;
  outboxPollMs: number;
  /** GET /products: how long a view's `total` is reused; a product write through this API clears it. */
  catalogueCountTtlMs: number;
  /** How long a marketplace page (status=active) is answered from memory (CATALOGUE_PAGE_TTL_MS). */
  cataloguePageTtlMs: number;
  /** Per file: PDF and images. */
  maxUploadBytes: number;
  /** Per file: videos (MP4, QuickTime, WebM), where a field accepts them. */
  maxVideoUploadBytes: number;
  /**
   * Per image: the most pixels it may be wide or tall (PNG and JPEG headers, read as they stream).
   * The browser scales photos to 1,280 px (spec §5); scanned certificates are larger.
   */
  maxImageDimension: number;
  /** Issue 41: the most pixels (width × height) an image may have, to store or to resize. */
  maxImagePixels: number;
  /** Issue 41: cover resizes at once, and how many may wait (beyond: sent as stored). */
  imageJobsConcurrency: number;
  imageJobsQueue: number;
  /** Per contact: bytes of stored documents (licence uploads). */
  maxStoredBytesPerContact: number;
  /** Per contact: number of stored documents. */
  maxDocumentsPerContact: number;
  /** Per contact: bytes of the files of its listings (cover, photos and videos, certificates). */
  maxProductFileBytesPerContact: number;
  /** Per contact: number of files of its listings. */
  maxProductFilesPerContact: number;
  /** Per contact: support requests in any rolling hour. */
  supportRequestsPerHour: number;
  /** Requests per minute per signed-in user (per IP address when anonymous). */
  rateLimitPerMinute: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy). */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  /** Generated active products for load tests (SEED_LOAD_PRODUCTS). */
  seedLoadProducts: number;
  /** GET /events heartbeat interval. */
  liveHeartbeatMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  migrationsFolder: string;
  /** How long live events are kept in PostgreSQL for resumes (LIVE_EVENTS_KEEP_MS). */
  liveEventsKeepMs: number;
  /** Rate limits in Redis when set (REDIS_URL). */
  redisUrl: string | undefined;
  /** Files in S3-compatible object storage when S3_BUCKET is set. */
  objectStorage: ObjectStorageConfig | undefined;
  outboxBatchSize: number;
  outboxRequestTimeoutMs: number;
  outboxLeaseMarginMs: number;
  /** Issue 20: the mail server of notification emails (SMTP_URL); undefined → they wait, queued. */
  smtpUrl: string | undefined;
  /** The From of notification emails (MAIL_FROM). */
  mailFrom: string;
  /** The app's origin, without a trailing slash, for the links in emails (APP_URL). */
  appUrl: string;
  /** Issue 37: the local releases root (<DATA_DIR>/releases), when no bucket is named. */
  releasesDir: string;
  /** Issue 37: the releases root in a bucket (RELEASES_S3_BUCKET), else undefined. */
  releasesStorage: (ObjectStorageConfig & { prefix: string }) | undefined;
  /** RELEASES_PLAIN_REMOTES: remotes served by a plain manifest URL in /platform/remotes.json. */
  releasePlainRemotes: Record<string, string>;
  /** RELEASE_ROLLBACK_MARGIN: a canary whose failure rate exceeds stable's by more is rolled back. */
  releaseRollbackMargin: number;
  /** RELEASE_ROLLBACK_MIN_SESSIONS: canary sessions needed before its rate counts. */
  releaseRollbackMinSessions: number;
  /** RELEASE_REPORTS_PER_MINUTE: health reports per client address per minute. */
  releaseReportsPerMinute: number;
}

export class ConfigError extends Error {}

function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/config.ts → ../drizzle; dist/server.js → ./drizzle (copied by scripts/build.mjs)
  const candidates = [path.join(here, 'drizzle'), path.join(here, '..', 'drizzle')];
  return (
    candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? candidates[1]!
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';

  // Unsigned emulator tokens must never be accepted in production (ARCHITECTURE "Identity").
  if (production && e.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  if (production && !e.API_TOKEN_SECRET) {
    throw new ConfigError('API_TOKEN_SECRET is required when NODE_ENV=production');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  if (!e.S3_BUCKET && !e.RELEASES_S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('S3_ENDPOINT and S3 credentials need S3_BUCKET');
  }
  const s3Connection = {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // An endpoint of its own is almost always a non-AWS server that wants path-style URLs.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
  // Emulator mode (unsigned tokens accepted) only when asked for: `npm start` and the tests set it.
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST || undefined;

  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    filesDir: path.join(dataDir, 'files'),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: emulatorHost,
    apiTokenSecret: e.API_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    apiTokenSecretSet: e.API_TOKEN_SECRET !== undefined,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS,
    automationUrls: {
      purchase_request: e.AUTOMATION_URL_PURCHASE_REQUEST,
      support_request: e.AUTOMATION_URL_SUPPORT_REQUEST,
      update_bid: e.AUTOMATION_URL_UPDATE_BID,
      delete_bid: e.AUTOMATION_URL_DELETE_BID,
      product_submission: e.AUTOMATION_URL_PRODUCT_SUBMISSION,
      counter_offer: e.AUTOMATION_URL_COUNTER_OFFER,
    },
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    outboxMaxAgeHours: e.OUTBOX_MAX_AGE_HOURS,
    outboxPollMs: e.OUTBOX_POLL_MS,
    catalogueCountTtlMs: e.CATALOGUE_COUNT_TTL_MS,
    cataloguePageTtlMs: e.CATALOGUE_PAGE_TTL_MS,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxVideoUploadBytes: e.MAX_VIDEO_UPLOAD_BYTES,
    maxImageDimension: e.MAX_IMAGE_DIMENSION,
    maxImagePixels: e.MAX_IMAGE_PIXELS,
    imageJobsConcurrency: e.IMAGE_JOBS_CONCURRENCY,
    imageJobsQueue: e.IMAGE_JOBS_QUEUE,
    maxStoredBytesPerContact: e.MAX_STORED_BYTES_PER_CONTACT,
    maxDocumentsPerContact: e.MAX_DOCUMENTS_PER_CONTACT,
    maxProductFileBytesPerContact: e.MAX_PRODUCT_FILE_BYTES_PER_CONTACT,
    maxProductFilesPerContact: e.MAX_PRODUCT_FILES_PER_CONTACT,
    supportRequestsPerHour: e.SUPPORT_REQUESTS_PER_HOUR,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? !production,
    seedLoadProducts: e.SEED_LOAD_PRODUCTS,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    logLevel: e.LOG_LEVEL,
    migrationsFolder: findMigrationsFolder(),
    liveEventsKeepMs: e.LIVE_EVENTS_KEEP_MS,
    redisUrl: e.REDIS_URL,
    objectStorage: e.S3_BUCKET ? { bucket: e.S3_BUCKET, ...s3Connection } : undefined,
    outboxBatchSize: e.OUTBOX_BATCH_SIZE,
    outboxRequestTimeoutMs: e.OUTBOX_REQUEST_TIMEOUT_MS,
    outboxLeaseMarginMs: e.OUTBOX_LEASE_MARGIN_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    releasesDir: path.join(dataDir, 'releases'),
    releasesStorage: e.RELEASES_S3_BUCKET
      ? { bucket: e.RELEASES_S3_BUCKET, prefix: e.RELEASES_S3_PREFIX, ...s3Connection }
      : undefined,
    releasePlainRemotes: e.RELEASES_PLAIN_REMOTES,
    releaseRollbackMargin: e.RELEASE_ROLLBACK_MARGIN,
    releaseRollbackMinSessions: e.RELEASE_ROLLBACK_MIN_SESSIONS,
    releaseReportsPerMinute: e.RELEASE_REPORTS_PER_MINUTE,
  };
}
