#!/usr/bin/env node
// Production static server for the host and each remote (ARCHITECTURE.md "Run-time composition"):
// entry points (index.html, remoteEntry.js, mf-manifest.json, a remote's description
// leafbid-remote.json, generated config) are served
// no-cache; every other file is content-hashed and cached forever. Remotes send CORS headers
// because the host loads their chunks from another origin.
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from './csp.mjs';

/** Files whose name never changes between deploys: a cached copy would pin an old version. */
export const NO_CACHE_FILES = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  // A remote's routes, links and widgets (issue 11): read by the host at every start.
  'leafbid-remote.json',
  'index.html',
  'remotes.json',
  'runtime-config.json',
  // Issue 37: the federation plugin's build statistics, under a fixed name (releases leave it out).
  'mf-stats.json',
]);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @param {string} filePath the file sent: its build-time compressed copy (.br, .gz) counts as it */
export function cacheControlFor(filePath) {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return NO_CACHE_FILES.has(name) ? NO_CACHE : IMMUTABLE;
}

/** A client route (/marketplace, /orders/12) rather than a file (/main.1a2b3c4d.js). */
function isClientRoute(url) {
  const pathname = url.split('?')[0] ?? '';
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve (an app's dist/)
 * @param {number} options.port 0 picks a free port
 * @param {string} [options.host]
 * @param {boolean} [options.spa] serve index.html for unknown client routes (the host)
 * @param {string | false} [options.corsOrigin] access-control-allow-origin; false sends none
 * @param {Record<string, () => string | object | Promise<string | object>>} [options.generatedFiles]
 *   files produced at request time from the environment (remotes.json, runtime-config.json), keyed
 *   by file name
 * @param {boolean} [options.contentSecurityPolicy] (the host) its pages carry the policy of
 *   csp.mjs, built from index.html and the generated remotes.json and runtime-config.json
 * @param {boolean} [options.logger]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  corsOrigin = '*',
  generatedFiles = {},
  contentSecurityPolicy: withPolicy = false,
  logger = false,
}) {
  if (!root) throw new Error('startStaticServer needs { root }');
  const rootDir = path.resolve(root);
  const app = Fastify({ logger });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is far too slow to run per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Issue 37 and 41: no file is read as another type than it is sent as, and no page of this
  // origin is framed. Pre-compressed copies differ by Accept-Encoding: caches keep them apart.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('vary', 'accept-encoding');
  });

  const generated = async (fileName) => {
    const content = await generatedFiles[fileName]?.();
    return typeof content === 'string' ? JSON.parse(content) : content;
  };
  const indexHtml = withPolicy ? readFileSync(path.join(rootDir, 'index.html'), 'utf8') : '';
  /** The page's policy, from what this server sends with it (read per page: the registry moves). */
  const pagePolicy = async () =>
    contentSecurityPolicy({
      html: indexHtml,
      remotes: (await generated('remotes.json')) ?? {},
      runtimeConfig: (await generated('runtime-config.json')) ?? {},
    });
  if (withPolicy) {
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) reply.header('content-security-policy', await pagePolicy());
      return payload;
    });
  }

  if (corsOrigin) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('access-control-allow-origin', corsOrigin);
      if (corsOrigin !== '*') reply.header('vary', 'accept-encoding, origin');
    });
    app.options('/*', async (request, reply) => {
      reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header(
          'access-control-allow-headers',
          request.headers['access-control-request-headers'] ?? '*',
        )
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    });
  }

  for (const [fileName, generate] of Object.entries(generatedFiles)) {
    app.get(`/${fileName}`, async (request, reply) => {
      const content = await generate();
      const isJson = typeof content !== 'string' || fileName.endsWith('.json');
      reply.header('cache-control', NO_CACHE);
      reply.type(isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
      return typeof content === 'string' ? content : JSON.stringify(content);
    });
  }

  await app.register(fastifyStatic, {
    root: rootDir,
    cacheControl: false,
    redirect: false,
    // Build records (.build-stamp, .bundle-contents.json) are not part of the site.
    dotfiles: 'ignore',
    // Issue 22: a file's .br or .gz copy written at build time (tooling/webpack/create-config.cjs),
    // when the browser accepts it; files without one are compressed per request as before.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (spa && isPageRequest && isClientRoute(request.url)) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return reply
      .code(404)
      .header('cache-control', NO_CACHE)
      .send({ error: 'Not Found', path: request.url });
  });

  const address = await app.listen({ port, host });
  const actualPort = app.server.address().port;
  return {
    url: address.replace('[::1]', 'localhost'),
    port: actualPort,
    close: () => app.close(),
  };
}

/**
 * Root and port from the command line. `--remote <name>` serves that remote's dist/ on its
 * declared port (the workspace's one list of remotes, scripts/lib/remotes.mjs); --root and --port
 * still win when given.
 * @param {{ root?: string, port?: string, remote?: string }} values
 * @param {() => Promise<Array<{ name: string, port: number, dir: string }>>} remotes read only
 *   for --remote: a deployment without the workspace passes --root and --port
 * @returns {Promise<{ root: string, port: number }>}
 */
export async function serveTarget(values, remotes) {
  let { root, port } = values;
  if (values.remote !== undefined) {
    const list = await remotes();
    const remote = list.find((candidate) => candidate.name === values.remote);
    if (!remote)
      throw new Error(
        `no remote "${values.remote}" in the workspace (remotes: ${list.map((r) => r.name).join(', ')})`,
      );
    root ??= path.join(remote.dir, 'dist');
    port ??= String(remote.port);
  }
  if (!root || !port) throw new Error('--root and --port (or --remote <name>) are required');
  return { root, port: Number(port) };
}

/**
 * remotes.json from a releases folder, read at each request (a promote or a rollback shows at the
 * next page load): the registry's projection for browsers with `plain` entries on top.
 * @param {string} dir
 * @param {Record<string, string>} plain
 */
export async function registryFile(dir, plain) {
  const { openReleaseStore, servedRegistry } = await import('../release/index.mjs');
  const store = openReleaseStore({ dir });
  return async () => servedRegistry(await store.readRegistry(), plain);
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      remote: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      'cors-origin': { type: 'string', default: '*' },
      // JSON object: file name → content served as JSON (remotes.json, runtime-config.json).
      generated: { type: 'string', default: '{}' },
      // Issue 37: a releases folder (docs/releases.md): remotes.json is its registry as browsers
      // read it, with the plain entries of --generated's remotes.json (overrides) on top.
      releases: { type: 'string' },
      // The host's pages carry the Content-Security-Policy (csp.mjs).
      csp: { type: 'boolean', default: false },
    },
  });
  let target;
  try {
    target = await serveTarget(values, async () =>
      (await import('../../scripts/lib/remotes.mjs')).readRemotes(),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(
      'usage: node tooling/serve/serve.mjs (--root dist --port 3001 | --remote orders) [--spa] [--host 127.0.0.1] [--cors-origin *] [--generated {json}] [--releases <dir>] [--csp]',
    );
    process.exit(2);
  }
  const generatedFiles = Object.fromEntries(
    Object.entries(JSON.parse(values.generated)).map(([name, content]) => [name, () => content]),
  );
  if (values.releases) {
    const plain = generatedFiles['remotes.json']?.() ?? {};
    generatedFiles['remotes.json'] = await registryFile(values.releases, plain);
  }
  const server = await startStaticServer({
    root: target.root,
    port: target.port,
    host: values.host,
    spa: values.spa,
    corsOrigin: values['cors-origin'],
    generatedFiles,
    contentSecurityPolicy: values.csp,
  });
  console.log(`serving ${path.resolve(target.root)} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
