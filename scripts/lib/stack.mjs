// Starts the whole product as production serves it: the identity emulator, the mail catcher, the
// API, and the host and each remote from its own built `dist/` on its own origin. Used by `npm start` and by the
// browser tests (on other ports, with a throw-away data folder).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, repoRoot } from './paths.mjs';
import { stackSettings } from './config.mjs';
import { defaultPorts, readRemotes } from './remotes.mjs';
import { startProcess, supervise, waitForUrl } from './processes.mjs';
import { startMailCatcher } from '../mail-catcher.mjs';
import { openReleaseStore } from '../../tooling/release/store.mjs';
import { promote } from '../../tooling/release/registry.mjs';
import { publish } from './release/publish.mjs';

const SERVE_SCRIPT = path.join(repoRoot, 'tooling', 'serve', 'serve.mjs');

// The remotes of the workspace (scripts/lib/remotes.mjs): names in port order.
export const REMOTES = readRemotes().map((remote) => remote.name);

export const DEFAULT_PORTS = defaultPorts();

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
 *   `env` (this process's by default) is read by config.mjs's stackSettings.
 */
export async function startStack(options) {
  const { ports, dataDir, persistIdentity = false, quiet = false } = options;
  const settings = stackSettings(REMOTES, options.env);
  const publicHost = options.publicHost ?? settings.publicHost;
  mkdirSync(dataDir, { recursive: true });
  const origin = (port) => `http://${publicHost}:${port}`;
  const urls = {
    host: origin(ports.host),
    api: settings.publicApiUrl || origin(ports.api),
    auth: `http://127.0.0.1:${ports.auth}`,
    // Issue 20: where the emails the API sends are read (the local mail catcher's page).
    mail: origin(ports.mailHttp),
    // Issue 37: a remote's manifest is its stable (or canary) release's, from the registry;
    // REMOTE_<NAME>_URL (or a test's override) names another manifest, as a plain entry.
    remoteOverrides: Object.fromEntries(
      REMOTES.flatMap((name) => {
        const override = options.remoteOverrides?.[name] || settings.remoteUrls[name];
        return override ? [[name, override]] : [];
      }),
    ),
    /** Where each remote's releases are served: `<base>/<release id>/mf-manifest.json`. */
    releaseBases: Object.fromEntries(REMOTES.map((name) => [name, origin(ports[name])])),
    releasesDir: path.join(dataDir, 'releases'),
    /** Each remote's manifest now: its override, else its stable release's (after publishing). */
    remotes: {},
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
    const projectId = settings.firebaseProjectId;
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
      host: settings.mailCatcherHost,
    });
    handles.push(catcher);

    // Product API (built bundle), seeding the demo data on its first start.
    const corsOrigins = corsOriginsFor(ports, publicHost).join(',');
    const apiEnv = {
      NODE_ENV: settings.apiNodeEnv,
      PORT: String(ports.api),
      HOST: settings.apiHost,
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      CORS_ORIGINS: settings.corsOrigins || corsOrigins,
      // Request logs only when asked for (LOG_LEVEL=info); warnings and errors always.
      LOG_LEVEL: settings.logLevel,
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
    const staticHost = settings.staticHost;
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
    // Issue 37: each remote's build is published as a release (docs/releases.md), and each
    // remote's origin serves its releases; the registry is the host's remotes.json.
    await publishBuilds(urls, quiet);
    const registry = await openReleaseStore({ dir: urls.releasesDir }).readRegistry();
    for (const { name } of readRemotes()) {
      const entry = registry.remotes[name];
      const stable = entry?.releases.find((release) => release.id === entry.stable);
      if (!stable) throw new Error(`the releases of "${name}" have no stable release`);
      urls.remotes[name] = urls.remoteOverrides[name] ?? stable.manifest;
      const root = path.join(urls.releasesDir, name);
      handles.push(
        await serveStatic(name, ports[name], ['--root', root], `/${stable.id}/mf-manifest.json`),
      );
    }
    const runtimeConfig = {
      apiBaseUrl: urls.api,
      brandName: 'Leafbid',
      firebase: {
        apiKey: settings.firebaseApiKey,
        authDomain: settings.firebaseAuthDomain,
        projectId,
        ...(settings.firebaseAuthEmulatorUrl === ''
          ? {}
          : { authEmulatorUrl: settings.firebaseAuthEmulatorUrl || urls.auth }),
      },
    };
    // Issue 35: the bid price, as a multiple of the listing's minimum, that asks to be confirmed
    // (HIGH_PRICE_CONFIRM_FACTOR, checked by stackSettings before anything starts).
    if (settings.highPriceConfirmFactor !== undefined)
      runtimeConfig.highPriceConfirmFactor = settings.highPriceConfirmFactor;
    const generated = {
      'remotes.json': urls.remoteOverrides,
      'runtime-config.json': runtimeConfig,
    };
    handles.push(
      await serveStatic(
        'host',
        ports.host,
        [
          '--root',
          path.join(repoRoot, 'host', 'dist'),
          '--spa',
          '--csp',
          '--generated',
          JSON.stringify(generated),
          '--releases',
          urls.releasesDir,
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

/**
 * Publishes each remote's dist/ as a release of the stack's releases folder. A build published
 * before (the same files) is left as the registry has it, so a promote or a rollback made with
 * `npm run release` survives a restart; a new build is promoted: `npm start` runs the tree it
 * built. The checks are the build's (its stylesheets' scope, its catalogues); the release gate
 * of `npm run release -- publish` runs them all.
 * @param {{ releasesDir: string, releaseBases: Record<string, string> }} urls
 * @param {boolean} quiet
 */
export async function publishBuilds(urls, quiet = false) {
  const store = openReleaseStore({ dir: urls.releasesDir });
  for (const remote of readRemotes()) {
    const published = await publish({
      remote,
      store,
      baseUrl: urls.releaseBases[remote.name],
      by: 'npm start',
      checks: false,
    });
    if (!published.existing && !published.stable) {
      await store.updateRegistry((registry) =>
        promote(registry, remote.name, published.id, {
          by: 'npm start',
          reason: 'the build npm start made from the tree',
        }),
      );
    }
    if (!quiet && !published.existing)
      console.log(`  release ${remote.name} ${published.id} published and stable`);
  }
}
