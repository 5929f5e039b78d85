import {
  BROWSER_ID_KEY,
  RELEASE_PINS_KEY,
  checkReleaseEntry,
  chooseRelease,
  fnv1a32,
  integrityFileOf,
  readReleasePins,
  releaseBucket,
  releaseDigest,
  releaseKey,
  type ReleaseEntry,
} from './release-choice';

const digest = (char: string) => `sha384-${char.repeat(64)}`;
const DIGESTS = {
  'mf-manifest.json': digest('M'),
  'leafbid-remote.json': digest('D'),
  'remoteEntry.js': digest('E'),
  'integrity.json': digest('I'),
};
const release = (id: string) => ({
  id,
  manifest: `http://localhost:3002/${id}/mf-manifest.json`,
  kernel: '^2.5.1',
  integrity: DIGESTS,
});
const OLD = '20261208T001200Z-3f2a9c1b77';
const NEW = '20261208T013000Z-aa01bb02cc';
const ENTRY: ReleaseEntry = {
  stable: OLD,
  canary: { release: NEW, percent: 50 },
  releases: [release(OLD), release(NEW)],
};

afterEach(() => {
  delete window.__leafbidReleaseKey;
  localStorage.clear();
  sessionStorage.clear();
});

describe("a remote's release entry in remotes.json (issue 37)", () => {
  it('is read as written by the release tooling', () => {
    expect(checkReleaseEntry(ENTRY)).toEqual(ENTRY);
    expect(checkReleaseEntry({ ...ENTRY, canary: null })).toEqual({ ...ENTRY, canary: null });
  });

  it('is not one when it has no releases, or its stable release is not listed', () => {
    expect(checkReleaseEntry('http://localhost:3002/mf-manifest.json')).toBeNull();
    expect(checkReleaseEntry({ stable: OLD })).toBeNull();
    expect(checkReleaseEntry({ ...ENTRY, stable: 'gone' })).toBeNull();
    expect(checkReleaseEntry(null)).toBeNull();
  });

  it('leaves out a release without an id, a manifest or the digests the host needs first', () => {
    const { 'integrity.json': _files, ...noFilesDigest } = DIGESTS;
    const bad = [
      { ...release('a'), id: '' },
      { ...release('b'), manifest: 42 },
      { ...release('c'), integrity: noFilesDigest },
      { ...release('d'), integrity: { ...DIGESTS, 'mf-manifest.json': 'md5-abc' } },
      'e',
    ];
    const checked = checkReleaseEntry({ ...ENTRY, releases: [...ENTRY.releases, ...bad] });
    expect(checked?.releases.map(({ id }) => id)).toEqual([OLD, NEW]);
    // remoteEntry.js elsewhere than the root: its digest from integrity.json, the release kept.
    const { 'remoteEntry.js': _entry, ...noEntryDigest } = DIGESTS;
    expect(
      checkReleaseEntry({ ...ENTRY, releases: [{ ...release(OLD), integrity: noEntryDigest }] }),
    ).not.toBeNull();
    // The stable one malformed: not an entry at all.
    expect(
      checkReleaseEntry({ ...ENTRY, releases: [{ ...release(OLD), integrity: {} }, release(NEW)] }),
    ).toBeNull();
  });

  it('ignores a canary naming no listed release or no percentage from 0 to 100', () => {
    for (const canary of [
      { release: 'gone', percent: 10 },
      { release: NEW, percent: 101 },
      { release: NEW, percent: -1 },
      { release: NEW, percent: '10' },
      NEW,
    ])
      expect(checkReleaseEntry({ ...ENTRY, canary })?.canary).toBeNull();
  });
});

describe('which release a user gets (docs/releases.md)', () => {
  it('buckets by FNV-1a (32-bit) of "<remote>:<key>", modulo 100', () => {
    // The published FNV-1a test vectors.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    expect(releaseBucket('orders', 'demo-buyer')).toBe(fnv1a32('orders:demo-buyer') % 100);
  });

  it('is sticky: the same key gets the same release every time', () => {
    for (let user = 0; user < 20; user += 1) {
      const first = chooseRelease('orders', ENTRY, `user-${user}`, {}).id;
      for (let call = 0; call < 5; call += 1)
        expect(chooseRelease('orders', ENTRY, `user-${user}`, {}).id).toBe(first);
    }
  });

  it('a 50 % canary splits a set of users about in half; 0 % gives everyone stable, 100 % the canary', () => {
    const keys = Array.from({ length: 400 }, (_, index) => `uid-${index}`);
    const onCanary = (percent: number) =>
      keys.filter(
        (key) =>
          chooseRelease('orders', { ...ENTRY, canary: { release: NEW, percent } }, key, {}).id ===
          NEW,
      ).length;
    expect(onCanary(50)).toBeGreaterThan(160);
    expect(onCanary(50)).toBeLessThan(240);
    expect(onCanary(0)).toBe(0);
    expect(onCanary(100)).toBe(400);
    // Without a canary: stable.
    expect(chooseRelease('orders', { ...ENTRY, canary: null }, 'uid-1', {}).id).toBe(OLD);
    // Each remote has its own buckets: the same user is not on every canary at once.
    const sameForBoth = keys.filter(
      (key) => releaseBucket('orders', key) < 50 === releaseBucket('listings', key) < 50,
    ).length;
    expect(sameForBoth).toBeLessThan(300);
  });

  it("an Admin's pin wins, but only for a release the entry lists", () => {
    const stableUser = Array.from({ length: 50 }, (_, index) => `u${index}`).find(
      (key) => releaseBucket('orders', key) >= 50,
    )!;
    expect(chooseRelease('orders', ENTRY, stableUser, {}).id).toBe(OLD);
    expect(chooseRelease('orders', ENTRY, stableUser, { orders: NEW }).id).toBe(NEW);
    expect(
      chooseRelease('orders', { ...ENTRY, canary: null }, stableUser, { orders: NEW }).id,
    ).toBe(NEW);
    expect(chooseRelease('orders', ENTRY, stableUser, { orders: 'not-listed' }).id).toBe(OLD);
    expect(chooseRelease('orders', ENTRY, stableUser, { listings: NEW }).id).toBe(OLD);
  });

  it('reads the pins from sessionStorage, {} when there are none or they are not an object', () => {
    expect(readReleasePins()).toEqual({});
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ orders: NEW }));
    expect(readReleasePins()).toEqual({ orders: NEW });
    for (const stored of ['[1]', 'nope', '"x"']) {
      sessionStorage.setItem(RELEASE_PINS_KEY, stored);
      expect(readReleasePins()).toEqual({});
    }
  });
});

describe("whose releases a tab loads (the key): the account's, else this browser's", () => {
  it('the account when this browser was signed in at its last start', () => {
    expect(releaseKey('demo-buyer')).toBe('demo-buyer');
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBeNull();
  });

  it('else a random browser id, kept in localStorage for the next starts', () => {
    const key = releaseKey(null);
    expect(key).toMatch(/^[a-z0-9]{8,}$/);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(key);
    delete window.__leafbidReleaseKey;
    expect(releaseKey(null)).toBe(key);
    // Another browser: another id.
    delete window.__leafbidReleaseKey;
    localStorage.clear();
    expect(releaseKey(null)).not.toBe(key);
  });

  it("one tab keeps the key it started with (the page script's is the app's), even when storage refuses", () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const key = releaseKey(null);
    expect(releaseKey(null)).toBe(key);
    getItem.mockRestore();
    setItem.mockRestore();
    // A sign-in during the tab's life changes nothing it loads.
    expect(releaseKey('demo-buyer')).toBe(key);
  });
});

describe("a release's files and their digests", () => {
  const r = release(OLD);
  const base = `http://localhost:3002/${OLD}/`;

  it('the registry gives the first files; integrity.json the others, by path under the release', () => {
    expect(releaseDigest(r, undefined, `${base}remoteEntry.js`)).toBe(DIGESTS['remoteEntry.js']);
    expect(releaseDigest(r, undefined, `${base}mf-manifest.json?x=1`)).toBe(
      DIGESTS['mf-manifest.json'],
    );
    const files = { 'static/js/416.js': digest('c') };
    expect(releaseDigest(r, files, `${base}static/js/416.js`)).toBe(digest('c'));
    expect(integrityFileOf(r)).toBe(`${base}integrity.json`);
  });

  it("a file of the release listed nowhere: '' (refused by the app); another release's or origin's: none", () => {
    expect(releaseDigest(r, {}, `${base}static/js/unknown.js`)).toBe('');
    expect(releaseDigest(r, {}, `http://localhost:3002/${NEW}/remoteEntry.js`)).toBeUndefined();
    expect(releaseDigest(r, {}, 'http://localhost:3003/remoteEntry.js')).toBeUndefined();
  });
});
