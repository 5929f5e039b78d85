// Starts the whole product as production serves it: the identity emulator, the mail catcher, the
// API, and the host and each remote from its own built `dist/` on its own origin. Used by `npm start` and by the
// browser tests (on other ports, with a throw-away data folder).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, repoRoot } from './paths.mjs';
import { defaultPorts, FIXED_PORTS, portVariable, readRemotes, urlVariable } from './remotes.mjs';
import { startProcess, supervise, waitForUrl } from './processes.mjs';
import { startMailCatcher } from '../mail-catcher.mjs';

const SERVE_SCRIPT = path.join(repoRoot, 'tooling', 'serve', 'serve.mjs');

// The remotes of the workspace (scripts/lib/remotes.mjs): names in port order.
export const REMOTES = readRemotes().map((remote) => remote.name);

export const DEFAULT_PORTS = defaultPorts();

/**
 * Ports from the environment (HOST_PORT, API_PORT, AUTH_EMULATOR_PORT, MAIL_CATCHER_SMTP_PORT,
 * MAIL_CATCHER_HTTP_PORT, and <REMOTE>_PORT for each remote: MARKETPLACE_PORT, …, OPERATOR_PORT).
 */
export function portsFromEnv(env = process.env, defaults = DEFAULT_PORTS) {
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
 * CORS origins for the API: the host's and every remote's, as localhost, 127.0.0.1 and the
 * public host name. The API has no list of its own: this is what `npm start` and the tests pass.
 */
export function corsOriginsFor(ports, publicHost = 'localhost', remotes = REMOTES) {
  return [ports.host, ...remotes.map((name) => ports[name])]
    .flatMap((port) => [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://${publicHost}:${port}`,
    ])
    .filter((value, index, all) => all.indexOf(value) === index);
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
    // Issue 20: where the emails the API sends are read (the local mail catcher's page).
    mail: origin(ports.mailHttp),
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        options.remoteOverrides?.[name] ||
          env[urlVariable(name)] ||
          `${origin(ports[name])}/mf-manifest.json`,
      ]),
    ),
  };
  const handles = [];
  const stop = async () => {
    for (const handle of handles.reverse()) await handle.stop();
    handles.length = 0;
  };
  // Every child is supervised: restarted with backoff when it exits; after repeated failures the
  // whole stack stops and options.onGiveUp (npm start: exit 1) is told why.
  const keepRunning = (name, launch) =>
    supervise(name, launch, {
      onGiveUp: (message) => {
        void stop().then(() => options.onGiveUp?.(message));
      },
    }).start();

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
    const emulator = await keepRunning('identity', async () => {
      const proc = startProcess('identity', bin('firebase'), emulatorArgs, { cwd: dataDir, quiet });
      await waitForUrl(`${urls.auth}/`, { timeoutMs: 90_000, process: proc });
      return proc;
    });
    handles.push(emulator);

    // Issue 20: the local mail catcher, in this process (it holds what it caught in memory): the
    // API's notification emails go to its SMTP server, and are read on its page.
    const catcher = await startMailCatcher({
      smtpPort: ports.mailSmtp,
      httpPort: ports.mailHttp,
      host: env.MAIL_CATCHER_HOST || '127.0.0.1',
    });
    handles.push(catcher);

    // Product API (built bundle), seeding the demo data on its first start.
    const corsOrigins = corsOriginsFor(ports, publicHost).join(',');
    const apiEnv = {
      NODE_ENV: env.NODE_ENV === 'production' ? 'development' : env.NODE_ENV || 'development',
      PORT: String(ports.api),
      HOST: env.API_HOST || 'localhost',
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      CORS_ORIGINS: env.CORS_ORIGINS || corsOrigins,
      // Request logs only when asked for (LOG_LEVEL=info); warnings and errors always.
      LOG_LEVEL: env.LOG_LEVEL || 'warn',
      // Issue 20: notification emails to the mail catcher, their links to the host.
      SMTP_URL: catcher.urls.smtp,
      APP_URL: urls.host,
      ...(options.apiEnv ?? {}),
    };
    const api = await keepRunning('api', async () => {
      const proc = startProcess(
        'api',
        process.execPath,
        [path.join(repoRoot, 'api', 'dist', 'server.js')],
        { cwd: path.join(repoRoot, 'api'), quiet, env: apiEnv },
      );
      await waitForUrl(`http://127.0.0.1:${ports.api}/health`, {
        timeoutMs: 120_000,
        process: proc,
      });
      return proc;
    });
    handles.push(api);

    // Host and remotes, each from its own dist/ on its own origin.
    // Host and remotes, each from its own dist/ on its own origin, in their own processes: they
    // never wait on this process's console.
    const staticHost = env.STATIC_HOST || 'localhost';
    const serveStatic = (name, port, args, readyPath) =>
      keepRunning(name, async () => {
        const proc = startProcess(
          name,
          process.execPath,
          [SERVE_SCRIPT, '--port', String(port), '--host', staticHost, ...args],
          { quiet: true },
        );
        await waitForUrl(`http://${staticHost}:${port}${readyPath}`, {
          timeoutMs: 30_000,
          process: proc,
        });
        return proc;
      });
    for (const { name, dir } of readRemotes()) {
      const root = path.join(dir, 'dist');
      handles.push(await serveStatic(name, ports[name], ['--root', root], '/mf-manifest.json'));
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
    // Issue 35: the bid price, as a multiple of the listing's minimum, that asks to be confirmed.
    if (env.HIGH_PRICE_CONFIRM_FACTOR) {
      const factor = Number(env.HIGH_PRICE_CONFIRM_FACTOR);
      if (!(factor > 1 && factor <= 1000)) {
        throw new Error(
          `HIGH_PRICE_CONFIRM_FACTOR must be a number above 1 and at most 1000 (got "${env.HIGH_PRICE_CONFIRM_FACTOR}")`,
        );
      }
      runtimeConfig.highPriceConfirmFactor = factor;
    }
    const generated = { 'remotes.json': urls.remotes, 'runtime-config.json': runtimeConfig };
    handles.push(
      await serveStatic(
        'host',
        ports.host,
        [
          '--root',
          path.join(repoRoot, 'host', 'dist'),
          '--spa',
          '--generated',
          JSON.stringify(generated),
        ],
        '/remotes.json',
      ),
    );
    return { urls, ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
