import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from '../paths.mjs';
import { promote, servedRegistry } from '../../../tooling/release/registry.mjs';
import { openReleaseStore } from '../../../tooling/release/store.mjs';
import { main } from './cli.mjs';
import { demoRemotesOf } from './fixtures/demo-remote.mjs';
import { PublishRefused, publish, releaseFiles } from './publish.mjs';

const demo = demoRemotesOf(after);
const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T00:00:00.000Z');

function setup(options) {
  const d = demo(options);
  const store = openReleaseStore({ dir: path.join(d.root, 'releases') });
  const run = (extra = {}) =>
    publish({
      remote: d.remote,
      store,
      baseUrl: 'http://localhost:3999',
      by: 'ana',
      commit: 'c0ffee',
      hostManifest: d.hostManifest,
      ...extra,
    });
  return { ...d, store, run };
}

describe('publish', () => {
  it('stores the build under <remote>/<id>/ with the digest of every file, and records it stable', async () => {
    const { store, run, dist } = setup();
    const result = await run({ now: new Date('2026-12-08T00:12:00.000Z') });
    assert.match(result.id, /^20261208T001200Z-[0-9a-f]{10}$/);
    assert.equal(result.existing, false);
    assert.equal(result.stable, true);
    const folder = path.join(store.root, 'demo', result.id);
    // mf-stats.json (and its copies) and dot-files are left out; .br/.gz copies are kept.
    assert.equal(existsSync(path.join(folder, 'mf-stats.json')), false);
    assert.equal(existsSync(path.join(folder, 'mf-stats.json.br')), false);
    assert.equal(existsSync(path.join(folder, '.bundle-contents.json')), false);
    assert.equal(existsSync(path.join(folder, 'remoteEntry.js.br')), true);
    const integrityText = readFileSync(path.join(folder, 'integrity.json'), 'utf8');
    const integrity = JSON.parse(integrityText);
    assert.equal(integrity.algorithm, 'sha384');
    assert.deepEqual(
      Object.keys(integrity.files),
      releaseFiles(dist)
        .map((file) => file.path)
        .filter((name) => !/\.(br|gz)$/.test(name)),
    );
    for (const [name, digest] of Object.entries(integrity.files))
      assert.equal(digest, sha384(readFileSync(path.join(folder, name))), name);
    const registry = await store.readRegistry();
    const entry = registry.remotes.demo;
    assert.equal(entry.stable, result.id);
    assert.deepEqual(entry.releases[0], {
      id: result.id,
      manifest: `http://localhost:3999/${result.id}/mf-manifest.json`,
      kernel: '^2.5.1',
      integrity: {
        'mf-manifest.json': integrity.files['mf-manifest.json'],
        'leafbid-remote.json': integrity.files['leafbid-remote.json'],
        'remoteEntry.js': integrity.files['remoteEntry.js'],
        'integrity.json': sha384(Buffer.from(integrityText)),
      },
      commit: 'c0ffee',
      publishedAt: '2026-12-08T00:12:00.000Z',
      lastLiveAt: '2026-12-08T00:12:00.000Z',
    });
  });

  it('answers the stored release for the same files and stores nothing; new files are a new release', async () => {
    const { store, run, dist } = setup();
    const first = await run({ now: new Date(T0) });
    const again = await run({ now: new Date(T0 + 60_000) });
    assert.equal(again.id, first.id);
    assert.equal(again.existing, true);
    assert.deepEqual(await store.listReleases('demo'), [first.id]);
    writeFileSync(path.join(dist, 'later.dddd4444.js'), 'export const later = 3;');
    const second = await run({ now: new Date(T0 + 120_000) });
    assert.notEqual(second.id, first.id);
    assert.equal(second.stable, false);
    assert.equal((await store.readRegistry()).remotes.demo.stable, first.id);
    assert.deepEqual(await store.listReleases('demo'), [first.id, second.id].sort());
  });

  it('refuses a build that fails a check, with the reason, and stores nothing', async () => {
    const { store, run } = setup({ css: 'h1{color:red}' });
    await assert.rejects(run(), (error) => {
      assert.ok(error instanceof PublishRefused);
      assert.match(
        error.reasons.join('\n'),
        /css-scope: dist\/styles\.eeee5555\.css:1: selector "h1" can match outside the remote/,
      );
      return true;
    });
    assert.deepEqual(await store.listReleases('demo'), []);
    assert.deepEqual((await store.readRegistry()).remotes, {});
  });

  it('deletes, after a publish, the releases retention no longer keeps', async () => {
    const { store, run, dist } = setup();
    const ids = [];
    const deleted = [];
    const next = async (n, at) => {
      writeFileSync(path.join(dist, 'later.dddd4444.js'), `export const later = ${n};`);
      const result = await run({ now: new Date(at) });
      ids[n] = result.id;
      deleted[n] = result.deleted;
    };
    for (let n = 0; n < 8; n += 1) await next(n, T0 + n * 60_000);
    // 0 is stable; 1 and 2, never live, leave once five newer ones exist.
    assert.deepEqual(deleted.slice(0, 6).flat(), []);
    assert.deepEqual(deleted[6], [ids[1]]);
    assert.deepEqual(deleted[7], [ids[2]]);
    await store.updateRegistry((registry) => promote(registry, 'demo', ids[3], { at: T0 + DAY }));
    await store.updateRegistry((registry) =>
      promote(registry, 'demo', ids[7], { at: T0 + 2 * DAY }),
    );
    // 0 was live until day 1 and 3 until day 2: both kept a week after.
    await next(8, T0 + 3 * DAY);
    assert.deepEqual(deleted[8], []);
    await next(9, T0 + 8.5 * DAY);
    assert.deepEqual(deleted[9], [ids[0], ids[4]]);
    const stored = await store.listReleases('demo');
    assert.deepEqual(stored, [3, 5, 6, 7, 8, 9].map((n) => ids[n]).sort());
    const registry = await store.readRegistry();
    assert.deepEqual(registry.remotes.demo.releases.map((release) => release.id).sort(), stored);
  });
});

describe('npm run release', () => {
  async function cli(d, argv) {
    const stdout = [];
    const stderr = [];
    const code = await main(
      [...argv, '--releases-dir', path.join(d.root, 'releases'), '--host-manifest', d.hostManifest],
      {
        root: d.root,
        env: { USER: 'ana' },
        stdout: (line) => stdout.push(line),
        stderr: (line) => stderr.push(line),
        build: () => {
          throw new Error('no build in these tests');
        },
      },
    );
    return { code, stdout, stderr: stderr.join('\n') };
  }

  it('publishes, lists, runs a canary, promotes and rolls back', async () => {
    const d = demo();
    const first = await cli(d, ['publish', 'demo', '--no-build']);
    assert.equal(first.code, 0, first.stderr);
    const [a] = first.stdout;
    assert.match(a, /^\d{8}T\d{6}Z-[0-9a-f]{10}$/);
    assert.match(first.stderr, /first release: it is stable/);
    assert.match(first.stderr, new RegExp(`http://localhost:3999/${a}/mf-manifest.json`));
    writeFileSync(path.join(d.dist, 'later.dddd4444.js'), 'export const later = 5;');
    const second = await cli(d, ['publish', 'demo', '--no-build', '--by', 'bo']);
    const [b] = second.stdout;
    assert.notEqual(b, a);

    const canary = await cli(d, ['canary', 'demo', b, '25']);
    assert.equal(canary.code, 0, canary.stderr);
    assert.match(canary.stderr, new RegExp(`canary ${b} at 25 %`));
    const list = await cli(d, ['list', 'demo']);
    assert.equal(list.stdout[0], `demo: stable ${a}, canary ${b} at 25 %`);
    assert.match(list.stdout[1], new RegExp(`^${b}  canary 25 %`));
    assert.match(list.stdout[2], new RegExp(`^${a}  stable`));

    assert.equal((await cli(d, ['promote', 'demo', b])).code, 0);
    const entry = JSON.parse((await cli(d, ['list', 'demo', '--json'])).stdout.join('\n'));
    assert.equal(entry.stable, b);
    assert.equal(entry.canary, null);
    assert.deepEqual(
      entry.history.map((event) => `${event.action} ${event.by}`),
      ['publish ana', 'promote ana', 'publish bo', 'canary ana', 'promote ana'],
    );

    const back = await cli(d, ['rollback', 'demo']);
    assert.equal(back.code, 0, back.stderr);
    assert.deepEqual(back.stdout, [a]);
    assert.match(back.stderr, new RegExp(`rolled back to ${a} \\(was ${b}\\), \\d+ ms`));
    const again = await cli(d, ['rollback', 'demo']);
    assert.equal(again.code, 1);
    assert.equal(
      again.stderr,
      'release: remote "demo" has no previous stable release to roll back to',
    );
  });

  it('refuses a publish with the reason (exit 1) and a wrong command line (exit 2)', async () => {
    const d = demo({ kernelRange: '^2.6.0' });
    const refused = await cli(d, ['publish', 'demo', '--no-build']);
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      /release: refused: kernel: built against kernel \^2\.6\.0, but the host .* runs @leafbid\/shared 2\.5\.1/,
    );
    assert.deepEqual(refused.stdout, []);
    assert.equal((await cli(d, ['promote', 'demo'])).code, 2);
    assert.equal((await cli(d, ['publish', 'nobody', '--no-build'])).code, 2);
    assert.equal((await cli(d, ['canary', 'demo', 'x', 'ten'])).code, 2);
    assert.equal((await cli(d, ['deploy', 'demo'])).code, 2);
    const unknown = await cli(d, ['promote', 'demo', '20991231T000000Z-0000000000']);
    assert.equal(unknown.code, 1);
    assert.equal(unknown.stderr, 'release: remote "demo" has no releases');
  });

  it('--dist publishes and checks a build made elsewhere, without building', async () => {
    const d = demo();
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'leafbid-dist-'));
    cpSync(d.dist, elsewhere, { recursive: true });
    writeFileSync(path.join(elsewhere, 'elsewhere.eeee5555.js'), 'export const elsewhere = 1;');
    assert.equal((await cli(d, ['check', 'demo', '--dist', elsewhere])).code, 0);
    const published = await cli(d, ['publish', 'demo', '--dist', elsewhere]);
    assert.equal(published.code, 0, published.stderr);
    const [id] = published.stdout;
    const stored = path.join(d.root, 'releases', 'demo', id, 'elsewhere.eeee5555.js');
    assert.equal(readFileSync(stored, 'utf8'), 'export const elsewhere = 1;');
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('checks alone, as a CI would', async () => {
    const good = await cli(demo(), ['check', 'demo']);
    assert.equal(good.code, 0, good.stderr);
    assert.match(good.stderr, /demo passes every check/);
    const bad = await cli(demo({ css: 'button{margin:0}' }), ['check', 'demo']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /FAIL css-scope/);
    assert.match(bad.stderr, /selector "button" can match outside the remote/);
  });
});

describe('publish to an S3-compatible bucket (s3rver)', () => {
  let server;
  let directory;
  let store;
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'leafbid-release-s3-'));
    server = spawn(
      process.execPath,
      [path.join(repoRoot, 'api', 'test', 'support', 's3-server.mjs'), directory, 'releases'],
      { stdio: ['ignore', 'pipe', 'inherit'], cwd: path.join(repoRoot, 'api') },
    );
    const [line] = await once(server.stdout, 'data');
    const { port } = JSON.parse(line.toString());
    store = openReleaseStore({
      s3: {
        bucket: 'releases',
        prefix: 'prod',
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });
  });
  after(async () => {
    await store.close();
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores the release under <prefix>/<remote>/<id>/ and records it in the registry', async () => {
    const d = demo();
    const result = await publish({
      remote: d.remote,
      store,
      baseUrl: 'https://cdn.example/prod/demo',
      by: 'ci',
      hostManifest: d.hostManifest,
    });
    assert.equal(result.stable, true);
    const integrity = JSON.parse(
      (await store.readFile('demo', result.id, 'integrity.json')).toString(),
    );
    const entry = await store.readFile('demo', result.id, 'remoteEntry.js');
    assert.equal(integrity.files['remoteEntry.js'], sha384(entry));
    assert.ok(await store.readFile('demo', result.id, 'remoteEntry.js.br'));
    assert.equal(await store.readFile('demo', result.id, 'mf-stats.json'), undefined);
    const served = servedRegistry(await store.readRegistry());
    assert.equal(served.demo.stable, result.id);
    assert.equal(
      served.demo.releases[0].manifest,
      `https://cdn.example/prod/demo/${result.id}/mf-manifest.json`,
    );
    const again = await publish({
      remote: d.remote,
      store,
      baseUrl: 'https://cdn.example/prod/demo',
      hostManifest: d.hostManifest,
    });
    assert.equal(again.existing, true);
    assert.deepEqual(await store.listReleases('demo'), [result.id]);
  });
});
