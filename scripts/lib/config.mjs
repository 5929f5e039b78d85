// The one module of scripts/ that reads process.env (STYLE.md "One source of truth", issue 36;
// eslint's leafbid/env-in-config holds it). Every variable `npm start`, `npm test`, the build and
// the mail catcher are started with is named, defaulted and checked here; the others take the
// values from these functions. Each function reads the environment when it is called (a test
// passes its own `env`), so an invalid value fails the command that needs it, not every import.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { FIXED_PORTS, defaultPorts, portVariable, urlVariable } from './remotes.mjs';

/**
 * The environment a child process starts with: this process's, then `overrides`. Children
 * (the API, the static servers, the test runners, apt-get) inherit PATH, HOME and the rest.
 * @param {Record<string, string | undefined>} [overrides]
 */
export function childEnv(overrides = {}) {
  return { ...process.env, ...overrides };
}

/** PATH's directories, in order (empty entries included, as PATH has them). */
export function pathDirectories(env = process.env) {
  return (env.PATH ?? '').split(':');
}

/** CHROMIUM_PATH: the Chromium the browser tests and benches drive; Debian's by default. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** SKIP_BROWSER_TESTS=1: `npm test` runs no browser tests (and installs no Chromium). */
export function skipBrowserTests(env = process.env) {
  return env.SKIP_BROWSER_TESTS === '1';
}

/** TEST_DATABASE_URL: the PostgreSQL `npm test` runs the API suite against, else undefined. */
export function testDatabaseUrl(env = process.env) {
  return env.TEST_DATABASE_URL || undefined;
}

/** DATA_DIR: where `npm start` keeps its data, relative to `root`; `.data` by default. */
export function startDataDir(root, env = process.env) {
  return path.resolve(root, env.DATA_DIR || '.data');
}

/**
 * Ports from the environment (HOST_PORT, API_PORT, AUTH_EMULATOR_PORT, MAIL_CATCHER_SMTP_PORT,
 * MAIL_CATCHER_HTTP_PORT, and <REMOTE>_PORT for each remote: MARKETPLACE_PORT, …, OPERATOR_PORT).
 */
export function portsFromEnv(env = process.env, defaults = defaultPorts()) {
  const pick = (name, fallback) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number, got "${value}"`);
    return port;
  };
  const remotes = Object.keys(defaults).filter((name) => !(name in FIXED_PORTS));
  return {
    host: pick('HOST_PORT', defaults.host),
    ...Object.fromEntries(remotes.map((name) => [name, pick(portVariable(name), defaults[name])])),
    api: pick('API_PORT', defaults.api),
    auth: pick('AUTH_EMULATOR_PORT', defaults.auth),
    mailSmtp: pick('MAIL_CATCHER_SMTP_PORT', defaults.mailSmtp),
    mailHttp: pick('MAIL_CATCHER_HTTP_PORT', defaults.mailHttp),
  };
}

/**
 * The mail catcher's ports when it runs on its own (`node scripts/mail-catcher.mjs`):
 * `--smtp-port` / `--http-port`, else MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_HTTP_PORT, else the
 * defaults. 0 asks for any free port.
 * @param {string[]} args the command line after the script
 * @param {{ smtpPort: number, httpPort: number }} defaults
 */
export function mailCatcherPorts(args, defaults, env = process.env) {
  const option = (flag, variable, fallback) => {
    const index = args.indexOf(flag);
    const value = index >= 0 ? args[index + 1] : env[variable];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`${flag} (${variable}) must be a port number, got "${value}"`);
    return port;
  };
  return {
    smtpPort: option('--smtp-port', 'MAIL_CATCHER_SMTP_PORT', defaults.smtpPort),
    httpPort: option('--http-port', 'MAIL_CATCHER_HTTP_PORT', defaults.httpPort),
  };
}

/**
 * What `startStack` (stack.mjs) is told by the environment besides the ports. Values that depend
 * on the ports (the API's public URL, a remote's manifest URL) are undefined when not set: the
 * stack derives them.
 * @param {string[]} remotes the remotes' names
 */
export function stackSettings(remotes, env = process.env) {
  const firebaseProjectId = env.FIREBASE_PROJECT_ID || 'demo-leafbid';
  return {
    publicHost: env.PUBLIC_HOST ?? 'localhost',
    publicApiUrl: env.PUBLIC_API_URL || undefined,
    /** REMOTE_<NAME>_URL: where the host loads a remote's manifest from. */
    remoteUrls: Object.fromEntries(
      remotes.map((name) => [name, env[urlVariable(name)] || undefined]),
    ),
    firebaseProjectId,
    mailCatcherHost: env.MAIL_CATCHER_HOST || '127.0.0.1',
    // The API never runs as production under `npm start` (its demo data and emulator need it not).
    apiNodeEnv: env.NODE_ENV === 'production' ? 'development' : env.NODE_ENV || 'development',
    apiHost: env.API_HOST || 'localhost',
    corsOrigins: env.CORS_ORIGINS || undefined,
    // Request logs only when asked for (LOG_LEVEL=info); warnings and errors always.
    logLevel: env.LOG_LEVEL || 'warn',
    staticHost: env.STATIC_HOST || 'localhost',
    firebaseApiKey: env.FIREBASE_API_KEY || 'demo-leafbid-key',
    firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN || `${firebaseProjectId}.firebaseapp.com`,
    /** FIREBASE_AUTH_EMULATOR_URL: '' means none, unset means the stack's emulator. */
    firebaseAuthEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL,
    highPriceConfirmFactor: highPriceConfirmFactor(env),
  };
}

/** Issue 35: HIGH_PRICE_CONFIRM_FACTOR, the bid price (× the listing's minimum) that asks to be confirmed. */
function highPriceConfirmFactor(env) {
  if (!env.HIGH_PRICE_CONFIRM_FACTOR) return undefined;
  // The domain's range (issue 36: one source), read as JSON: nothing is installed yet.
  const { above, atMost } = JSON.parse(
    readFileSync(path.join(repoRoot, 'domain', 'src', 'high-price-confirm.json'), 'utf8'),
  );
  const factor = Number(env.HIGH_PRICE_CONFIRM_FACTOR);
  if (!(factor > above && factor <= atMost)) {
    throw new Error(
      `HIGH_PRICE_CONFIRM_FACTOR must be a number above ${above} and at most ${atMost} (got "${env.HIGH_PRICE_CONFIRM_FACTOR}")`,
    );
  }
  return factor;
}

/**
 * Issue 37: what `npm run release` is told by the environment (docs/releases.md).
 * - RELEASES_DIR: the local releases root (default `<DATA_DIR>/releases`, `.data/releases`).
 * - RELEASES_S3_BUCKET (+ RELEASES_S3_PREFIX, default `releases`, and the API's S3_ENDPOINT,
 *   S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE): production storage.
 * - RELEASE_BASE_URL_<REMOTE> (e.g. RELEASE_BASE_URL_ORDERS), else RELEASES_BASE_URL + `/<remote>`:
 *   where a remote's releases are served (its release's manifest is `<base>/<id>/mf-manifest.json`);
 *   locally `http://localhost:<its port>` (<REMOTE>_PORT).
 * - RELEASE_HOST_MANIFEST: the production host's mf-manifest.json (URL or file) the kernel check
 *   reads; host/dist/mf-manifest.json by default.
 * - USER (or LOGNAME): who a registry change is recorded as, unless `--by` says.
 * @param {string} root the repository root
 */
export function releaseSettings(root, env = process.env) {
  const bucket = env.RELEASES_S3_BUCKET || undefined;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  const flag = env.S3_FORCE_PATH_STYLE;
  if (flag && !['1', '0', 'true', 'false'].includes(flag))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1, 0, true or false, got "${flag}"`);
  const publicBase = env.RELEASES_BASE_URL ? env.RELEASES_BASE_URL.replace(/\/+$/, '') : undefined;
  return {
    releasesDir: env.RELEASES_DIR
      ? path.resolve(root, env.RELEASES_DIR)
      : path.join(startDataDir(root, env), 'releases'),
    s3: bucket
      ? {
          bucket,
          prefix: env.RELEASES_S3_PREFIX ?? 'releases',
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          credentials: env.S3_ACCESS_KEY_ID
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
          forcePathStyle: flag ? flag === '1' || flag === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    hostManifest: env.RELEASE_HOST_MANIFEST || undefined,
    /** The base URL the environment gives a remote's releases, else undefined. */
    baseUrl: (remote) =>
      env[`RELEASE_BASE_URL_${remote.toUpperCase().replace(/-/g, '_')}`] ||
      (publicBase ? `${publicBase}/${remote}` : undefined),
    user: env.USER || env.LOGNAME || undefined,
  };
}
