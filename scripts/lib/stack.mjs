// Starts the whole product as production serves it: the identity emulator, the API, and the host
// and each remote from its own built `dist/` on its own origin. Used by `npm start` and by the
// browser tests (on other ports, with a throw-away data folder).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, repoRoot } from './paths.mjs';
import { startProcess, waitForUrl } from './processes.mjs';
import { startStaticServer } from '../../tooling/serve/serve.mjs';

export const REMOTES = ['marketplace', 'orders', 'listings', 'onboarding'];

export const DEFAULT_PORTS = {
  host: 3000,
  marketplace: 3001,
  orders: 3002,
  listings: 3003,
  onboarding: 3004,
  api: 4000,
  auth: 9099,
};

/** Ports from the environment (HOST_PORT, MARKETPLACE_PORT, …, API_PORT, AUTH_EMULATOR_PORT). */
export function portsFromEnv(env = process.env, defaults = DEFAULT_PORTS) {
  const pick = (name, fallback) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number, got "${value}"`);
    return port;
  };
  return {
    host: pick('HOST_PORT', defaults.host),
    marketplace: pick('MARKETPLACE_PORT', defaults.marketplace),
    orders: pick('ORDERS_PORT', defaults.orders),
    listings: pick('LISTINGS_PORT', defaults.listings),
    onboarding: pick('ONBOARDING_PORT', defaults.onboarding),
    api: pick('API_PORT', defaults.api),
    auth: pick('AUTH_EMULATOR_PORT', defaults.auth),
  };
}

/**
 * @param {{ ports: typeof DEFAULT_PORTS, dataDir: string, persistIdentity?: boolean, quiet?: boolean,
 *   publicHost?: string, env?: NodeJS.ProcessEnv, remoteOverrides?: Record<string,string> }} options
 */
export async function startStack(options) {
  const { ports, dataDir, persistIdentity = false, quiet = false, env = process.env } = options;
  const publicHost = options.publicHost ?? env.PUBLIC_HOST ?? 'localhost';
  mkdirSync(dataDir, { recursive: true });
  const origin = (port) => `http://${publicHost}:${port}`;
  const urls = {
    host: origin(ports.host),
    api: env.PUBLIC_API_URL || origin(ports.api),
    auth: `http://127.0.0.1:${ports.auth}`,
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        options.remoteOverrides?.[name] ||
          env[`REMOTE_${name.toUpperCase()}_URL`] ||
          `${origin(ports[name])}/mf-manifest.json`,
      ]),
    ),
  };
  const handles = [];
  const stop = async () => {
    for (const handle of handles.reverse()) await handle.stop();
    handles.length = 0;
  };

  try {
    // Identity emulator (firebase-tools), offline, demo- project, no UI.
    const projectId = env.FIREBASE_PROJECT_ID || 'demo-leafbid';
    const firebaseConfig = path.join(dataDir, 'firebase.json');
    writeFileSync(
      firebaseConfig,
      JSON.stringify({
        emulators: {
          auth: { host: '127.0.0.1', port: ports.auth },
          hub: { host: '127.0.0.1', port: ports.auth + 1 },
          logging: { host: '127.0.0.1', port: ports.auth + 2 },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    const exportDir = path.join(dataDir, 'identity-emulator');
    const emulatorArgs = [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      firebaseConfig,
    ];
    if (persistIdentity) {
      if (existsSync(path.join(exportDir, 'firebase-export-metadata.json')))
        emulatorArgs.push('--import', exportDir);
      emulatorArgs.push('--export-on-exit', exportDir);
    }
    const emulator = startProcess('identity', bin('firebase'), emulatorArgs, {
      cwd: dataDir,
      quiet,
    });
    handles.push(emulator);
    await waitForUrl(`${urls.auth}/`, { timeoutMs: 90_000, process: emulator });

    // Product API (built bundle), seeding the demo data on its first start.
    const corsOrigins = [ports.host, ...REMOTES.map((name) => ports[name])]
      .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, origin(port)])
      .filter((value, index, all) => all.indexOf(value) === index)
      .join(',');
    const api = startProcess(
      'api',
      process.execPath,
      [path.join(repoRoot, 'api', 'dist', 'server.js')],
      {
        cwd: path.join(repoRoot, 'api'),
        quiet,
        env: {
          NODE_ENV: env.NODE_ENV === 'production' ? 'development' : env.NODE_ENV || 'development',
          PORT: String(ports.api),
          HOST: env.API_HOST || 'localhost',
          DATA_DIR: dataDir,
          FIREBASE_PROJECT_ID: projectId,
          FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
          CORS_ORIGINS: env.CORS_ORIGINS || corsOrigins,
          ...(options.apiEnv ?? {}),
        },
      },
    );
    handles.push(api);
    await waitForUrl(`http://127.0.0.1:${ports.api}/health`, { timeoutMs: 120_000, process: api });

    // Host and remotes, each from its own dist/ on its own origin.
    for (const name of REMOTES) {
      const server = await startStaticServer({
        root: path.join(repoRoot, `remote-${name}`, 'dist'),
        port: ports[name],
        host: env.STATIC_HOST || 'localhost',
      });
      handles.push({ name, stop: () => server.close() });
    }
    const runtimeConfig = {
      apiBaseUrl: urls.api,
      brandName: 'Leafbid',
      firebase: {
        apiKey: env.FIREBASE_API_KEY || 'demo-leafbid-key',
        authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
        projectId,
        ...(env.FIREBASE_AUTH_EMULATOR_URL === ''
          ? {}
          : { authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL || urls.auth }),
      },
    };
    const host = await startStaticServer({
      root: path.join(repoRoot, 'host', 'dist'),
      port: ports.host,
      host: env.STATIC_HOST || 'localhost',
      spa: true,
      generatedFiles: {
        'remotes.json': () => urls.remotes,
        'runtime-config.json': () => runtimeConfig,
      },
    });
    handles.push({ name: 'host', stop: () => host.close() });
    return { urls, ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
