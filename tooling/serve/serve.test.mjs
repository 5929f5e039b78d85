import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { readRemotes } from '../../scripts/lib/remotes.mjs';
import { createHash } from 'node:crypto';
import { registryFile, serveTarget, startStaticServer } from './serve.mjs';

const bigScript = `console.log(${JSON.stringify('leafbid '.repeat(2000))});\n`;

function makeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-serve-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), bigScript);
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"marketplace"}');
  fs.writeFileSync(path.join(dir, 'leafbid-remote.json'), '{"name":"marketplace"}');
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), bigScript);
  fs.writeFileSync(path.join(dir, '.bundle-contents.json'), '{"files":{}}');
  return dir;
}

describe('static server for a remote', () => {
  let dist;
  let server;
  before(async () => {
    dist = makeDist();
    server = await startStaticServer({ root: dist, port: 0 });
  });
  after(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves mf-manifest.json, remoteEntry.js and leafbid-remote.json no-cache, so a new deploy is picked up', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'leafbid-remote.json']) {
      const response = await fetch(`${server.url}/${file}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
    }
  });

  it('caches content-hashed chunks forever', async () => {
    const response = await fetch(`${server.url}/main.1a2b3c4d.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('allows cross-origin loading of its chunks (the host runs on another origin)', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, {
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const preflight = await fetch(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  it('compresses with gzip when the client asks for it', async () => {
    const response = await fetch(`${server.url}/main.1a2b3c4d.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    // fetch decodes transparently; the header tells what went over the wire.
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(await response.text(), bigScript);
  });

  it('compresses with brotli when the client prefers it', async () => {
    const response = await fetch(`${server.url}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.headers.get('content-encoding'), 'br');
  });

  it("sends a file's build-time .br copy as it is, with the original's type and caching (issue 22)", async () => {
    // Marked so the test tells the build's copy from one compressed per request.
    const built = `${bigScript}// compressed at build time\n`;
    for (const file of ['remoteEntry.js', 'main.1a2b3c4d.js'])
      fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(built));
    try {
      for (const [file, cacheControl] of [
        ['remoteEntry.js', 'no-cache'],
        ['main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
      ]) {
        const response = await fetch(`${server.url}/${file}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        assert.equal(response.status, 200, file);
        assert.equal(response.headers.get('content-encoding'), 'br', file);
        assert.equal(response.headers.get('cache-control'), cacheControl, file);
        assert.match(response.headers.get('content-type') ?? '', /javascript/, file);
        assert.equal(await response.text(), built, file);
      }
      // A client without Brotli gets the file itself, compressed per request.
      const gzip = await fetch(`${server.url}/main.1a2b3c4d.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(gzip.headers.get('content-encoding'), 'gzip');
      assert.equal(await gzip.text(), bigScript);
    } finally {
      for (const file of ['remoteEntry.js', 'main.1a2b3c4d.js'])
        fs.rmSync(path.join(dist, `${file}.br`));
    }
  });

  it('answers 404 for a missing asset, never index.html', async () => {
    const response = await fetch(`${server.url}/missing.0badc0de.js`);
    assert.equal(response.status, 404);
    assert.doesNotMatch(await response.text(), /<div id="root">/);
  });

  it('answers 404 for an unknown route when not a SPA', async () => {
    const response = await fetch(`${server.url}/marketplace`);
    assert.equal(response.status, 404);
  });

  it("does not serve the build's own records (dot files such as .bundle-contents.json)", async () => {
    const response = await fetch(`${server.url}/.bundle-contents.json`);
    assert.equal(response.status, 404);
  });
});

describe('static server for the host (spa)', () => {
  let dist;
  let server;
  const remotes = { marketplace: 'http://localhost:3001/mf-manifest.json' };
  before(async () => {
    dist = makeDist();
    server = await startStaticServer({
      root: dist,
      port: 0,
      spa: true,
      generatedFiles: {
        'remotes.json': () => remotes,
        'runtime-config.json': () => JSON.stringify({ apiUrl: 'http://localhost:4000' }),
      },
    });
  });
  after(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html no-cache at /', async () => {
    const response = await fetch(`${server.url}/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(await response.text(), /<div id="root">/);
  });

  it('serves index.html for client routes such as /marketplace and /orders/12', async () => {
    for (const route of ['/marketplace', '/orders/12', '/confirm-account?oobCode=x.y']) {
      const response = await fetch(`${server.url}${route}`);
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('cache-control'), 'no-cache', route);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/, route);
      assert.match(await response.text(), /<div id="root">/, route);
    }
  });

  it('still answers 404 for a missing file', async () => {
    const response = await fetch(`${server.url}/main.deadbeef.js`);
    assert.equal(response.status, 404);
  });

  it('serves generated remotes.json and runtime-config.json from the environment, no-cache', async () => {
    remotes.orders = 'http://localhost:3002/mf-manifest.json'; // generated per request, not baked in
    const response = await fetch(`${server.url}/remotes.json`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await response.json(), remotes);

    const config = await fetch(`${server.url}/runtime-config.json`);
    assert.equal(config.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await config.json(), { apiUrl: 'http://localhost:4000' });
  });

  it('gzips index.html for a raw gzip client', async () => {
    const html = '<!doctype html>' + '<p>leafbid</p>'.repeat(200);
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const { request } = await import('node:http');
    const body = await new Promise((resolve, reject) => {
      request(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        assert.equal(res.headers['content-encoding'], 'gzip');
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(gunzipSync(Buffer.concat(chunks)).toString()));
      })
        .on('error', reject)
        .end();
    });
    assert.equal(body, html);
  });
});

describe('headers of every file (issues 37, 41)', () => {
  let dist;
  let server;
  before(async () => {
    dist = makeDist();
    fs.writeFileSync(path.join(dist, 'mf-stats.json'), '{}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync(bigScript));
    server = await startStaticServer({ root: dist, port: 0 });
  });
  after(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends nosniff and frame protection on every path, 404s included', async () => {
    for (const file of ['remoteEntry.js', 'main.1a2b3c4d.js', 'missing.0badc0de.js']) {
      const response = await fetch(`${server.url}/${file}`);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', file);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', file);
    }
  });

  it('says that files differ by Accept-Encoding, the pre-compressed copies too', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await fetch(`${server.url}/remoteEntry.js`, {
        headers: { 'accept-encoding': encoding },
      });
      assert.match(response.headers.get('vary') ?? '', /accept-encoding/i, encoding);
    }
  });

  it('serves mf-stats.json no-cache: its name never changes', async () => {
    const response = await fetch(`${server.url}/mf-stats.json`);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });
});

describe("the host's Content-Security-Policy (issue 37)", () => {
  let dist;
  let server;
  const inline = 'window.started=1';
  const remotes = {
    partner: 'https://partner.example/remote/mf-manifest.json',
    orders: {
      stable: 'r1',
      canary: null,
      releases: [{ id: 'r1', manifest: 'http://localhost:3002/r1/mf-manifest.json' }],
    },
  };
  before(async () => {
    dist = makeDist();
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><style>p{color:red}</style><script>${inline}</script><script src="/main.1a2b3c4d.js"></script><div id="root"></div>`,
    );
    server = await startStaticServer({
      root: dist,
      port: 0,
      spa: true,
      contentSecurityPolicy: true,
      generatedFiles: {
        'remotes.json': () => remotes,
        'runtime-config.json': () => ({
          apiBaseUrl: 'http://localhost:4000',
          firebase: { authEmulatorUrl: 'http://127.0.0.1:9099' },
        }),
      },
    });
  });
  after(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const policyOf = async (route) => {
    const response = await fetch(`${server.url}${route}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };

  it("allows the page's inline script by its hash only, and never eval", async () => {
    const policy = await policyOf('/marketplace');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    assert.ok(policy['script-src'].includes(hash), policy['script-src'].join(' '));
    assert.ok(!policy['script-src'].includes("'unsafe-inline'"));
    assert.ok(!policy['script-src'].includes("'unsafe-eval'"));
    assert.equal(policy['style-src'].filter((s) => s.startsWith("'sha256-")).length, 1);
  });

  it('allows exactly the origins of the registry, the API and identity', async () => {
    const policy = await policyOf('/');
    for (const origin of ['https://partner.example', 'http://localhost:3002'])
      assert.ok(policy['script-src'].includes(origin), origin);
    // Loopback origins under both names (the app opened at 127.0.0.1 calls 127.0.0.1).
    assert.deepEqual(policy['connect-src'], [
      "'self'",
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://127.0.0.1:9099',
      'http://localhost:9099',
      'https://partner.example',
      'http://localhost:3002',
      'http://127.0.0.1:3002',
    ]);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
  });

  it('follows the registry: a release on a new origin is allowed at the next page load', async () => {
    remotes.orders.releases.push({
      id: 'r2',
      manifest: 'https://cdn.example/orders/r2/mf-manifest.json',
    });
    const policy = await policyOf('/');
    assert.ok(policy['script-src'].includes('https://cdn.example'));
  });

  it('is sent with pages, not with files', async () => {
    const response = await fetch(`${server.url}/main.1a2b3c4d.js`);
    assert.equal(response.headers.get('content-security-policy'), null);
  });
});

describe('remotes.json from a releases folder (issue 37)', () => {
  it('is the registry as browsers read it, plain entries on top, read at each request', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafbid-releases-'));
    try {
      const release = (id) => ({
        id,
        manifest: `http://localhost:3002/${id}/mf-manifest.json`,
        kernel: '^2.5.1',
        integrity: {},
        commit: 'abc',
        publishedAt: '2026-12-08T00:00:00.000Z',
        lastLiveAt: '2026-12-08T00:00:00.000Z',
      });
      const write = (stable) =>
        fs.writeFileSync(
          path.join(dir, 'registry.json'),
          JSON.stringify({
            version: 1,
            remotes: {
              orders: {
                stable,
                canary: null,
                releases: [
                  release('20261208T000000Z-aaaaaaaaaa'),
                  release('20261208T010000Z-bbbbbbbbbb'),
                ],
                history: [],
              },
            },
          }),
        );
      write('20261208T000000Z-aaaaaaaaaa');
      const file = await registryFile(dir, { partner: 'https://partner.example/mf-manifest.json' });
      const first = await file();
      assert.equal(first.partner, 'https://partner.example/mf-manifest.json');
      assert.equal(first.orders.stable, '20261208T000000Z-aaaaaaaaaa');
      assert.equal(first.orders.history, undefined);
      assert.equal(first.orders.releases[0].commit, undefined);
      write('20261208T010000Z-bbbbbbbbbb');
      assert.equal((await file()).orders.stable, '20261208T010000Z-bbbbbbbbbb');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('serveTarget (command line)', () => {
  const remotes = async () => readRemotes();

  it("--remote <name> serves that remote's dist/ on the port its package.json declares", async () => {
    const operator = (await remotes()).find((remote) => remote.name === 'operator');
    assert.deepEqual(await serveTarget({ remote: 'operator' }, remotes), {
      root: path.join(operator.dir, 'dist'),
      port: operator.port,
    });
    // --port still moves it.
    assert.equal((await serveTarget({ remote: 'operator', port: '3905' }, remotes)).port, 3905);
    await assert.rejects(serveTarget({ remote: 'nope' }, remotes), /no remote "nope".*operator/);
  });

  it('--root and --port alone never read the workspace (a deployment has none)', async () => {
    const target = await serveTarget({ root: 'dist', port: '3001' }, async () => {
      throw new Error('read the workspace');
    });
    assert.deepEqual(target, { root: 'dist', port: 3001 });
    await assert.rejects(serveTarget({ root: 'dist' }, remotes), /--root and --port/);
  });
});
