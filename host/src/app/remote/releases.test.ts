import { createHash, webcrypto } from 'node:crypto';
import { RELEASE_PINS_KEY } from './release-choice';
import {
  NOTHING_DIGEST,
  chooseReleases,
  chosenReleases,
  forgetReleaseFailures,
  integrityOf,
  integrityRefusal,
  noteReleaseFailure,
  pinRelease,
  releaseFilesReady,
  resetReleases,
  watchReleaseFiles,
} from './releases';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const OLD = '20261208T001200Z-3f2a9c1b77';
const NEW = '20261208T013000Z-aa01bb02cc';
const ENTRY_JS = 'var entry = 1;';
const CHUNK_JS = 'var chunk = 2;';
const FILES = {
  files: { 'remoteEntry.js': sha384(ENTRY_JS), 'static/js/416.js': sha384(CHUNK_JS) },
};
const base = (id: string) => `http://localhost:3002/${id}/`;
const release = (id: string) => ({
  id,
  manifest: `${base(id)}mf-manifest.json`,
  kernel: '^2.5.1',
  integrity: {
    'mf-manifest.json': sha384('{}'),
    'leafbid-remote.json': sha384('{"name":"orders"}'),
    'remoteEntry.js': sha384(ENTRY_JS),
    'integrity.json': sha384(JSON.stringify(FILES)),
  },
});
const entry = (canary: number) => ({
  stable: OLD,
  canary: { release: NEW, percent: canary },
  releases: [release(OLD), release(NEW)],
});

/** Serves the files of the releases: `bodies` by URL (a changed one stands for a tampered file). */
let bodies: Record<string, string>;
const fetchMock = jest.fn(async (url: string) => {
  const body = bodies[url];
  if (body === undefined) return { ok: false, status: 404 } as Response;
  return {
    ok: true,
    status: 200,
    json: async () => JSON.parse(body) as unknown,
    arrayBuffer: async () => new TextEncoder().encode(body).buffer,
  } as unknown as Response;
});

beforeAll(() => {
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
});
beforeEach(() => {
  resetReleases();
  delete window.__leafbidReleaseKey;
  sessionStorage.clear();
  bodies = {
    [`${base(OLD)}integrity.json`]: JSON.stringify(FILES),
    [`${base(NEW)}integrity.json`]: JSON.stringify(FILES),
    [`${base(OLD)}remoteEntry.js`]: ENTRY_JS,
    [`${base(OLD)}static/js/416.js`]: CHUNK_JS,
  };
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the release each remote runs in this tab (issue 37)', () => {
  it("loads a plain entry's manifest as given, and a release entry's chosen release", () => {
    window.__leafbidReleaseKey = 'someone';
    expect(chooseReleases({ reports: 'http://r.test/mf-manifest.json', orders: entry(0) })).toEqual(
      { reports: 'http://r.test/mf-manifest.json', orders: release(OLD).manifest },
    );
    expect(chosenReleases()).toEqual({
      orders: { id: OLD, integrity: release(OLD).integrity['remoteEntry.js'] },
    });
  });

  it('keeps the release it started with when remotes.json is read again in the same tab, even once the canary moved', () => {
    window.__leafbidReleaseKey = 'someone';
    chooseReleases({ orders: entry(100) });
    expect(chosenReleases().orders?.id).toBe(NEW);
    expect(chooseReleases({ orders: entry(0) })).toEqual({ orders: release(NEW).manifest });
  });

  it("fetches the release's integrity.json with its digest from the registry", async () => {
    chooseReleases({ orders: entry(0) });
    await releaseFilesReady('orders');
    expect(fetchMock).toHaveBeenCalledWith(`${base(OLD)}integrity.json`, {
      integrity: release(OLD).integrity['integrity.json'],
    });
  });

  it('pins a listed release for this session (the next start loads it); refuses an id the registry does not list', () => {
    chooseReleases({ orders: entry(0) });
    expect(pinRelease('orders', 'not-a-release')).toBe(false);
    expect(sessionStorage.getItem(RELEASE_PINS_KEY)).toBeNull();
    expect(pinRelease('orders', NEW)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELEASE_PINS_KEY)!)).toEqual({ orders: NEW });
    // This tab keeps what it runs; the next start takes the pin.
    expect(chosenReleases().orders?.id).toBe(OLD);
    resetReleases();
    expect(chooseReleases({ orders: entry(0) })).toEqual({ orders: release(NEW).manifest });
    expect(pinRelease('orders', null)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELEASE_PINS_KEY)!)).toEqual({});
  });
});

describe('the digest each file of a release is loaded with (fail closed)', () => {
  it('remoteEntry.js and the manifest from the registry at once; the chunks once integrity.json is read', async () => {
    chooseReleases({ orders: entry(0) });
    expect(integrityOf(`${base(OLD)}remoteEntry.js`)).toBe(
      release(OLD).integrity['remoteEntry.js'],
    );
    expect(integrityOf(`${base(OLD)}mf-manifest.json`)).toBe(
      release(OLD).integrity['mf-manifest.json'],
    );
    await releaseFilesReady('orders');
    expect(integrityOf(`${base(OLD)}static/js/416.js`)).toBe(sha384(CHUNK_JS));
  });

  it('a file of the release integrity.json does not list is refused (the digest of nothing); a plain entry or another origin gets none', async () => {
    chooseReleases({ orders: entry(0), reports: 'http://r.test/mf-manifest.json' });
    await releaseFilesReady('orders');
    expect(integrityOf(`${base(OLD)}static/js/added.js`)).toBe(NOTHING_DIGEST);
    expect(integrityOf('http://r.test/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('http://localhost:3000/main.js')).toBeUndefined();
  });

  it('an integrity.json that cannot be read (refused, missing, not a list of digests) fails the release, and is read again after a reset', async () => {
    bodies[`${base(OLD)}integrity.json`] = '{"files":{"remoteEntry.js":"md5-x"}}';
    chooseReleases({ orders: entry(0) });
    await expect(releaseFilesReady('orders')).rejects.toThrow(/integrity\.json could not be read/);
    bodies[`${base(OLD)}integrity.json`] = JSON.stringify(FILES);
    forgetReleaseFailures('orders');
    await expect(releaseFilesReady('orders')).resolves.toBeUndefined();
  });
});

describe('a file of a release that failed to load: refused, or the network?', () => {
  const stopWatching: Array<() => void> = [];
  afterEach(() => stopWatching.splice(0).forEach((stop) => stop()));

  it('a script whose bytes do not match its digest is refused for integrity (fetched again and hashed)', async () => {
    chooseReleases({ orders: entry(0) });
    await releaseFilesReady('orders');
    bodies[`${base(OLD)}static/js/416.js`] = 'var chunk = 3; // tampered';
    stopWatching.push(watchReleaseFiles());
    const script = document.createElement('script');
    script.src = `${base(OLD)}static/js/416.js`;
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    await expect(integrityRefusal('orders')).resolves.toBe(`${base(OLD)}static/js/416.js`);
    script.remove();
    // Retry forgets it.
    forgetReleaseFailures('orders');
    await expect(integrityRefusal('orders')).resolves.toBeNull();
  });

  it('a file that matches (or cannot be fetched at all) failed for the network, not its integrity', async () => {
    chooseReleases({ orders: entry(0) });
    await releaseFilesReady('orders');
    noteReleaseFailure(`${base(OLD)}remoteEntry.js`); // its bytes match: the network failed
    noteReleaseFailure(`${base(OLD)}static/js/gone.js`); // 404
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    noteReleaseFailure(`${base(OLD)}static/js/416.js`);
    await expect(integrityRefusal('orders')).resolves.toBeNull();
  });

  it("a plain entry's files are not checked", async () => {
    chooseReleases({ reports: 'http://r.test/mf-manifest.json' });
    noteReleaseFailure('http://r.test/remoteEntry.js');
    await expect(integrityRefusal('reports')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
