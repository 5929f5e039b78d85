import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  RegistryError,
  canary,
  emptyRegistry,
  endCanary,
  forgetReleases,
  markLive,
  parseRegistry,
  promote,
  publishRelease,
  registryProblems,
  releaseId,
  releasesToDelete,
  rollback,
  serializeRegistry,
  servedRegistry,
} from '../../../tooling/release/registry.mjs';

const DIGEST = `sha384-${'A'.repeat(64)}`;
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T00:00:00.000Z');

/** A release recorded `minutes` after T0, its content hash made from `n`. */
function release(n, minutes = n) {
  const id = releaseId(T0 + minutes * 60_000, n.toString(16).padStart(10, '0'));
  return {
    id,
    manifest: `http://localhost:3002/${id}/mf-manifest.json`,
    kernel: '^2.5.1',
    integrity: { 'mf-manifest.json': DIGEST, 'remoteEntry.js': DIGEST },
    commit: 'abc123',
  };
}

function published(count) {
  let registry = emptyRegistry();
  const releases = [];
  for (let n = 1; n <= count; n += 1) {
    const r = release(n);
    releases.push(r);
    ({ registry } = publishRelease(registry, 'orders', r, { by: 'ana', at: T0 + n * 60_000 }));
  }
  return { registry, releases };
}

describe('the release registry', () => {
  it('names a release by its UTC time and content hash', () => {
    assert.equal(
      releaseId('2026-12-08T00:12:00.123Z', '3F2A9C1B77ffff'),
      '20261208T001200Z-3f2a9c1b77',
    );
  });

  it('makes the first release of a remote stable, later ones only stored', () => {
    const first = release(1);
    const second = release(2);
    let { registry, stable } = publishRelease(emptyRegistry(), 'orders', first, {
      by: 'ana',
      at: T0,
    });
    assert.equal(stable, true);
    assert.equal(registry.remotes.orders.stable, first.id);
    assert.equal(registry.remotes.orders.releases[0].lastLiveAt, new Date(T0).toISOString());
    ({ registry, stable } = publishRelease(registry, 'orders', second, { by: 'bo', at: T0 + 1 }));
    assert.equal(stable, false);
    assert.equal(registry.remotes.orders.stable, first.id);
    assert.equal(registry.remotes.orders.releases[1].lastLiveAt, null);
    assert.deepEqual(
      registry.remotes.orders.history.map((event) => [event.action, event.release, event.by]),
      [
        ['publish', first.id, 'ana'],
        ['promote', first.id, 'ana'],
        ['publish', second.id, 'bo'],
      ],
    );
    assert.deepEqual(registryProblems(registry), []);
  });

  it('answers the stored release for the same files, recording nothing', () => {
    const { registry } = published(1);
    const again = { ...release(1, 90) }; // same content hash, another time
    const answer = publishRelease(registry, 'orders', again, { by: 'ana' });
    assert.equal(answer.existing, true);
    assert.equal(answer.id, release(1).id);
    assert.equal(answer.registry, registry);
  });

  it('leaves the registry it is given unchanged', () => {
    const { registry } = published(2);
    const before = serializeRegistry(registry);
    promote(registry, 'orders', release(2).id, { by: 'ana' });
    canary(registry, 'orders', release(2).id, 10, { by: 'ana' });
    assert.equal(serializeRegistry(registry), before);
  });

  it('promotes, ending a canary of the same release', () => {
    let { registry } = published(2);
    const [a, b] = [release(1).id, release(2).id];
    registry = canary(registry, 'orders', b, 10, { by: 'ana', at: T0 + DAY });
    assert.deepEqual(registry.remotes.orders.canary, { release: b, percent: 10 });
    registry = promote(registry, 'orders', b, { by: 'ana', at: T0 + 2 * DAY });
    assert.equal(registry.remotes.orders.stable, b);
    assert.equal(registry.remotes.orders.canary, null);
    const old = registry.remotes.orders.releases.find((r) => r.id === a);
    assert.equal(old.lastLiveAt, new Date(T0 + 2 * DAY).toISOString());
    assert.throws(() => promote(registry, 'orders', b), /already the stable release/);
    assert.throws(
      () => promote(registry, 'orders', '20991231T000000Z-0000000000'),
      /has no release/,
    );
    assert.throws(() => promote(registry, 'listings', b), /"listings" has no releases/);
  });

  it('runs a canary of another release and ends it with 0', () => {
    let { registry } = published(2);
    const [a, b] = [release(1).id, release(2).id];
    assert.throws(() => canary(registry, 'orders', a, 10), /is the stable release/);
    assert.throws(() => canary(registry, 'orders', b, 101), /from 0 to 100/);
    assert.throws(() => canary(registry, 'orders', b, 2.5), /from 0 to 100/);
    registry = canary(registry, 'orders', b, 50, { by: 'ana' });
    registry = canary(registry, 'orders', b, 0, { by: 'ana' });
    assert.equal(registry.remotes.orders.canary, null);
    assert.equal(registry.remotes.orders.history.at(-1).action, 'canary');
    registry = canary(registry, 'orders', b, 5, { by: 'ana' });
    registry = endCanary(registry, 'orders', {
      by: 'api',
      action: 'auto-rollback',
      reason: 'canary failure rate 0.30 against 0.02',
    });
    assert.equal(registry.remotes.orders.canary, null);
    assert.deepEqual(
      { ...registry.remotes.orders.history.at(-1), at: undefined },
      {
        at: undefined,
        action: 'auto-rollback',
        release: b,
        by: 'api',
        reason: 'canary failure rate 0.30 against 0.02',
      },
    );
  });

  it('rolls back to the previous stable, and one further with a second rollback', () => {
    let { registry } = published(3);
    const [a, b, c] = [1, 2, 3].map((n) => release(n).id);
    assert.throws(() => rollback(registry, 'orders'), /no previous stable/);
    registry = promote(registry, 'orders', b, { by: 'ana' });
    registry = promote(registry, 'orders', c, { by: 'ana' });
    registry = rollback(registry, 'orders', { by: 'bo' });
    assert.equal(registry.remotes.orders.stable, b);
    assert.equal(registry.remotes.orders.history.at(-1).action, 'rollback');
    registry = rollback(registry, 'orders', { by: 'bo' });
    assert.equal(registry.remotes.orders.stable, a);
    assert.throws(() => rollback(registry, 'orders'), /no previous stable/);
    registry = promote(registry, 'orders', c, { by: 'ana' });
    registry = rollback(registry, 'orders', { by: 'bo' });
    assert.equal(registry.remotes.orders.stable, a);
  });

  it('projects the registry for browsers, with plain entries winning', () => {
    let { registry } = published(2);
    registry = canary(registry, 'orders', release(2).id, 10, { by: 'ana' });
    const served = servedRegistry(registry, {
      partner: 'https://cdn.example/mf-manifest.json',
    });
    assert.deepEqual(Object.keys(served).sort(), ['orders', 'partner']);
    assert.equal(served.partner, 'https://cdn.example/mf-manifest.json');
    assert.deepEqual(served.orders, {
      stable: release(1).id,
      canary: { release: release(2).id, percent: 10 },
      releases: [1, 2].map((n) => {
        const { id, manifest, kernel, integrity } = release(n);
        return { id, manifest, kernel, integrity };
      }),
    });
    assert.equal(
      servedRegistry(registry, { orders: 'http://localhost:9999/mf-manifest.json' }).orders,
      'http://localhost:9999/mf-manifest.json',
    );
    assert.deepEqual(servedRegistry(undefined, {}), {});
  });

  it('keeps the 5 newest, the stable, the canary and what was live in the last 7 days', () => {
    let { registry } = published(9); // 1 is stable
    const id = (n) => release(n).id;
    registry = canary(registry, 'orders', id(2), 10, { by: 'ana', at: T0 + DAY });
    // Release 3 was live (a canary) until day 2.
    registry = canary(registry, 'orders', id(3), 10, { by: 'ana', at: T0 + DAY });
    registry = canary(registry, 'orders', id(2), 10, { by: 'ana', at: T0 + 2 * DAY });
    assert.deepEqual(releasesToDelete(registry, 'orders', T0 + 3 * DAY), [id(4)]);
    // Seven days after release 3 stopped being live, it goes too.
    assert.deepEqual(releasesToDelete(registry, 'orders', T0 + 9 * DAY + 1), [id(3), id(4)]);
    // A pinned session seen using 4 keeps it.
    registry = markLive(registry, 'orders', [id(4)], { at: T0 + 9 * DAY });
    assert.deepEqual(releasesToDelete(registry, 'orders', T0 + 9 * DAY + 1), [id(3)]);
    assert.deepEqual(releasesToDelete(registry, 'listings', T0), []);
    const forgotten = forgetReleases(registry, 'orders', [id(3), id(1)]);
    assert.deepEqual(
      forgotten.remotes.orders.releases.map((r) => r.id),
      [1, 2, 4, 5, 6, 7, 8, 9].map(id),
      'the stable one is never forgotten',
    );
  });

  it('reads a stored registry and refuses an invalid one, naming the problem', () => {
    const { registry } = published(1);
    assert.deepEqual(parseRegistry(serializeRegistry(registry)), registry);
    assert.deepEqual(parseRegistry(''), emptyRegistry());
    const broken = structuredClone(registry);
    broken.remotes.orders.stable = '20991231T000000Z-0000000000';
    broken.remotes.orders.releases[0].integrity['remoteEntry.js'] = 'md5-x';
    assert.throws(
      () => parseRegistry(JSON.stringify(broken)),
      (error) =>
        error instanceof RegistryError &&
        /remotes\.orders\.stable: "20991231T000000Z-0000000000" is not one of its releases/.test(
          error.message,
        ) &&
        /integrity\["remoteEntry.js"\]: not a sha384/.test(error.message),
    );
    assert.throws(() => parseRegistry('{'), /not JSON/);
    assert.throws(() => parseRegistry('{"version":2,"remotes":{}}'), /version: expected 1/);
  });
});
