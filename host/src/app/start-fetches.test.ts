import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteDescriptionUrl } from '@leafbid/shared/platform';
import { installFakeApi, networkError, reply, type FakeApi } from '@leafbid/shared/testing';
import { kernelMismatch } from './remote/kernel-requirement';
import { forgetManifest, readManifest } from './remote/manifest-prefetch';
import { fetchRemoteDescription } from './remote/remote-descriptions';
import { BROWSER_ID_KEY, RELEASE_PINS_KEY, releaseBucket } from './remote/release-choice';
import { chosenReleases, integrityOf, releaseFilesReady, resetReleases } from './remote/releases';
import { fetchRemoteManifests } from './remote/remote-registry';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint';
import { takeStartFetch } from './start-fetches';

jest.mock('@leafbid/shared/platform', () => ({
  ...jest.requireActual('@leafbid/shared/platform'),
  // The description itself is another test's: here only where it comes from.
  checkRemoteDescription: (json: unknown) => ({ ok: true, description: json }),
}));

// The script index.html runs before main.js, as webpack.config.cjs inlines it: start-fetches-page.ts
// bundled by start-script.cjs (issue 36), so the rules it runs are the app's. Built in a process of
// its own: esbuild does not run in jsdom's realm.
const PAGE_SCRIPT = execFileSync(
  process.execPath,
  [path.join(__dirname, '..', '..', 'start-script.cjs')],
  { encoding: 'utf8' },
);
const runPageScript = () => new Function(PAGE_SCRIPT)();

const MANIFEST = 'http://localhost:3004/mf-manifest.json';
const REMOTES = { onboarding: MANIFEST };
const CONFIG = { apiBaseUrl: 'http://api.leafbid.test' };
const DESCRIPTION = { name: 'onboarding', routes: [] };
const MANIFEST_BODY = { id: 'onboarding' };

/** Lets the page script's chain (remotes.json, then the manifests and descriptions) run. */
async function settled() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /remotes.json': REMOTES,
    'GET /runtime-config.json': CONFIG,
    'GET /mf-manifest.json': MANIFEST_BODY,
    'GET /leafbid-remote.json': DESCRIPTION,
  });
});
afterEach(() => {
  api.restore();
  delete window.__leafbidStartFetches;
});

describe('the start files asked for by the page (issue 22)', () => {
  it("asks for the config and remotes.json before the app runs, then each remote's manifest and description, as the start would", async () => {
    runPageScript();
    await settled();
    expect(api.calls.map((call) => call.url)).toEqual([
      expect.stringMatching(/^\/runtime-config\.json\?t=\d+$/),
      '/remotes.json',
      MANIFEST,
      remoteDescriptionUrl(MANIFEST, window.location.href),
    ]);
    const [config, remotes, manifest, description] = api.calls;
    expect(config?.init.cache).toBe('no-store');
    expect(remotes?.init.cache).toBe('no-cache');
    expect(manifest?.init).toEqual({});
    expect(description?.init.cache).toBe('no-cache');
  });

  it('the start takes each answer once; a second read asks again', async () => {
    runPageScript();
    await settled();
    const config = await takeStartFetch('/runtime-config.json');
    expect(await config?.json()).toEqual(CONFIG);
    expect(await takeStartFetch('/runtime-config.json')).toBeUndefined();

    expect(await fetchRemoteManifests('/remotes.json')).toEqual(REMOTES);
    expect(await readManifest(MANIFEST)).toEqual(MANIFEST_BODY);
    expect(await fetchRemoteDescription('onboarding', MANIFEST)).toEqual(DESCRIPTION);
    expect(api.calls).toHaveLength(4);

    expect(await fetchRemoteManifests('/remotes.json')).toEqual(REMOTES);
    expect(await fetchRemoteDescription('onboarding', MANIFEST)).toEqual(DESCRIPTION);
    expect(api.callsTo('GET /remotes.json')).toHaveLength(2);
    expect(api.callsTo('GET /leafbid-remote.json')).toHaveLength(2);
  });

  it('a failed or refused early request leaves the start to ask itself, and to report its own error', async () => {
    api.on('GET /remotes.json', networkError());
    api.on('GET /runtime-config.json', reply(503, 'down'));
    runPageScript();
    await settled();
    // remotes.json failed: no manifest or description was asked for.
    expect(api.calls).toHaveLength(2);
    expect(await takeStartFetch('/remotes.json')).toBeUndefined();
    expect(await takeStartFetch('/runtime-config.json')).toBeUndefined();

    api.on('GET /remotes.json', reply(500, 'broken'));
    await expect(fetchRemoteManifests('/remotes.json')).rejects.toThrow(
      '/remotes.json answered 500',
    );
  });

  it("a description the page still waits for counts against the start's timeout", async () => {
    api.on('GET /leafbid-remote.json', () => new Promise(() => {}));
    runPageScript();
    await settled();
    await expect(fetchRemoteDescription('onboarding', MANIFEST, 50)).rejects.toThrow(
      `${remoteDescriptionUrl(MANIFEST, window.location.href)} did not answer within 50 ms`,
    );
  });

  it('is small: every page load carries it inlined (an import that brings a schema or the runtime would show here)', () => {
    // 1.4 KB gzip when it was written (issue 36); 2.1 KB with the choice of each remote's release
    // and its digests (issue 37).
    expect(gzipSync(PAGE_SCRIPT).length).toBeLessThan(2304);
  });

  it('without the page script (an older page, a test) there is nothing to take', async () => {
    expect(await takeStartFetch('/remotes.json')).toBeUndefined();
    expect(await fetchRemoteManifests('/remotes.json')).toEqual(REMOTES);
    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
  });
});

describe('the public page opened, asked for by the page beside main.js (issue 22)', () => {
  // What the onboarding remote's build writes (only what the page reads).
  const LOGIN_MANIFEST = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', requiredVersion: '19.2.0' },
      { name: '@leafbid/shared', requiredVersion: '^2.3.0' },
      { name: '@leafbid/shared/ui', requiredVersion: '^2.3.0' },
    ],
    exposes: [
      {
        name: 'LoginPage',
        assets: {
          js: {
            sync: ['5221.197fd956.js', '__federation_expose_LoginPage.7a6e0c4d.js'],
            async: ['377.1b24d52b.js'],
          },
          css: { sync: ['styles.6585db13.css'], async: ['leafbid-shared.1201a5ba.css'] },
        },
      },
      {
        name: 'SettingsPage',
        assets: { js: { sync: ['9875.97bceb8c.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  const LOGIN_DESCRIPTION = {
    name: 'onboarding',
    routes: [
      { path: '/login', module: 'LoginPage', access: 'public' },
      { path: '/settings', module: 'SettingsPage', access: 'signed-in' },
    ],
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
      href: link.href,
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  const openAt = async (pathname: string) => {
    window.history.pushState({}, '', pathname);
    api.on('GET /mf-manifest.json', () => LOGIN_MANIFEST);
    api.on('GET /leafbid-remote.json', () => LOGIN_DESCRIPTION);
    runPageScript();
    await settled();
  };
  /** The files the page script preloads at `pathname`, for this signed-in hint and these routes. */
  const preloadedAs = async (pathname: string, hint: string, routes: unknown[]) => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    delete window.__leafbidStartFetches;
    localStorage.setItem(SIGNED_IN_HINT_KEY, hint);
    api.on('GET /mf-manifest.json', () => LOGIN_MANIFEST);
    api.on('GET /leafbid-remote.json', () => ({ ...LOGIN_DESCRIPTION, routes }));
    window.history.pushState({}, '', pathname);
    try {
      runPageScript();
      await settled();
    } finally {
      localStorage.removeItem(SIGNED_IN_HINT_KEY);
    }
    return preloads().map((link) => link.href.replace('http://localhost:3004/', ''));
  };
  beforeEach(() => {
    // What webpack.config.cjs writes into the page before the script.
    window.__leafbidKernel = '2.4.1';
  });
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    window.history.pushState({}, '', '/');
    delete window.__leafbidKernel;
  });

  it("/login: the remote's entry, the page's scripts and its stylesheet, in CORS mode as the runtime asks for them", async () => {
    await openAt('/login');
    expect(preloads()).toEqual([
      { href: 'http://localhost:3004/remoteEntry.js', as: 'script', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3004/5221.197fd956.js', as: 'script', crossOrigin: 'anonymous' },
      {
        href: 'http://localhost:3004/__federation_expose_LoginPage.7a6e0c4d.js',
        as: 'script',
        crossOrigin: 'anonymous',
      },
      { href: 'http://localhost:3004/styles.6585db13.css', as: 'style', crossOrigin: 'anonymous' },
    ]);
    // The start still gets the whole answers (the manifest read afresh: an earlier test read one).
    forgetManifest(MANIFEST);
    expect(await readManifest(MANIFEST)).toEqual(LOGIN_MANIFEST);
    expect(await fetchRemoteDescription('onboarding', MANIFEST)).toEqual(LOGIN_DESCRIPTION);
    expect(api.calls).toHaveLength(4);
  });

  it("a remote on the page's own origin (one CDN, /remotes/<name>/): its files preloaded without CORS mode, as webpack asks for same-origin chunks", async () => {
    api.on('GET /remotes.json', () => ({ onboarding: '/remotes/onboarding/mf-manifest.json' }));
    api.on('GET /remotes/onboarding/mf-manifest.json', () => LOGIN_MANIFEST);
    api.on('GET /remotes/onboarding/leafbid-remote.json', () => LOGIN_DESCRIPTION);
    window.history.pushState({}, '', '/login');
    runPageScript();
    await settled();
    expect(preloads()).toEqual(
      [
        'remoteEntry.js',
        '5221.197fd956.js',
        '__federation_expose_LoginPage.7a6e0c4d.js',
        'styles.6585db13.css',
      ].map((file) => ({
        href: `${window.location.origin}/remotes/onboarding/${file}`,
        as: file.endsWith('.css') ? 'style' : 'script',
        crossOrigin: null,
      })),
    );
  });

  it('a signed-in page (/settings) or a path no remote serves: nothing, when this browser was not signed in', async () => {
    await openAt('/settings');
    expect(preloads()).toEqual([]);
    delete window.__leafbidStartFetches;
    await openAt('/nowhere');
    expect(preloads()).toEqual([]);
    // The script read both pages' manifest and description (it ran, and chose nothing).
    expect(api.callsTo('GET /mf-manifest.json')).toHaveLength(2);
    expect(api.callsTo('GET /leafbid-remote.json')).toHaveLength(2);
  });

  it('a path under a page that answers its subpaths is that page, as the router counts it (/settings/{id})', async () => {
    const preloadedAt = (pathname: string, subpaths: boolean) =>
      preloadedAs(
        pathname,
        '[]',
        LOGIN_DESCRIPTION.routes.map((route) =>
          route.path === '/settings' ? { ...route, subpaths } : route,
        ),
      );
    const settings = ['remoteEntry.js', '9875.97bceb8c.js'];
    expect(await preloadedAt('/settings/42', true)).toEqual(settings);
    expect(await preloadedAt('/settings', true)).toEqual(settings);
    expect(await preloadedAt('/settings/42', false)).toEqual([]);
    expect(await preloadedAt('/settingsx', true)).toEqual([]);
    expect(api.callsTo('GET /mf-manifest.json')).toHaveLength(4);
  });

  it("a signed-in page, when this browser was signed in when it last ran (the start's hint)", async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '[]');
    try {
      await openAt('/settings');
    } finally {
      localStorage.removeItem(SIGNED_IN_HINT_KEY);
    }
    expect(preloads()).toEqual([
      { href: 'http://localhost:3004/remoteEntry.js', as: 'script', crossOrigin: 'anonymous' },
      { href: 'http://localhost:3004/9875.97bceb8c.js', as: 'script', crossOrigin: 'anonymous' },
    ]);
  });

  it('a page limited to roles (/orders for Buyers): its files for a signed-in Buyer, none for another role or before the roles are known', async () => {
    const ordersAs = (roles: string) =>
      preloadedAs('/orders', roles, [
        ...LOGIN_DESCRIPTION.routes,
        { path: '/orders', module: 'SettingsPage', access: 'signed-in', roles: ['Buyer'] },
      ]);
    expect(await ordersAs('["Buyer"]')).toEqual(['remoteEntry.js', '9875.97bceb8c.js']);
    expect(await ordersAs('["Seller","Admin"]')).toEqual([]);
    // Signed in, the profile not come yet: no roles, so not a page limited to some.
    expect(await ordersAs('[]')).toEqual([]);
  });

  it("the dashboard of a signed-in browser: the widgets its user's roles may see, the remote's entry once", async () => {
    api.on('GET /mf-manifest.json', () => LOGIN_MANIFEST);
    api.on('GET /leafbid-remote.json', () => ({
      ...LOGIN_DESCRIPTION,
      widgets: [
        { slot: 'dashboard-main', module: 'SettingsPage', order: 0 },
        { slot: 'dashboard-aside', module: 'LoginPage', order: 1, roles: ['Seller'] },
      ],
    }));
    const dashboardAs = async (roles: string | null) => {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      if (roles === null) localStorage.removeItem(SIGNED_IN_HINT_KEY);
      else localStorage.setItem(SIGNED_IN_HINT_KEY, roles);
      window.history.pushState({}, '', '/');
      runPageScript();
      await settled();
      localStorage.removeItem(SIGNED_IN_HINT_KEY);
      return preloads().map((link) => link.href.replace('http://localhost:3004/', ''));
    };
    expect(await dashboardAs('["Buyer"]')).toEqual(['remoteEntry.js', '9875.97bceb8c.js']);
    expect(await dashboardAs('["Seller"]')).toEqual([
      'remoteEntry.js',
      '9875.97bceb8c.js',
      '5221.197fd956.js',
      '__federation_expose_LoginPage.7a6e0c4d.js',
      'styles.6585db13.css',
    ]);
    // Nobody signed in, or a hint that is not a list of roles: nothing.
    expect(await dashboardAs(null)).toEqual([]);
    expect(await dashboardAs('1')).toEqual([]);
  });

  it('a remote built for a kernel the host does not run: nothing of it (the start refuses it)', async () => {
    const preloadedFor = async (kernel: string | undefined, ranges: string[]) => {
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      delete window.__leafbidStartFetches;
      if (kernel === undefined) delete window.__leafbidKernel;
      else window.__leafbidKernel = kernel;
      api.on('GET /mf-manifest.json', () => ({
        ...LOGIN_MANIFEST,
        shared: ranges.map((requiredVersion) => ({ name: '@leafbid/shared', requiredVersion })),
      }));
      api.on('GET /leafbid-remote.json', () => LOGIN_DESCRIPTION);
      window.history.pushState({}, '', '/login');
      runPageScript();
      await settled();
      return preloads().length > 0;
    };
    expect(await preloadedFor('2.4.1', ['^2.3.0'])).toBe(true);
    expect(await preloadedFor('2.4.1', ['^2.4.1'])).toBe(true);
    expect(await preloadedFor('2.4.1', ['^2.5.0'])).toBe(false); // a later minor
    expect(await preloadedFor('2.4.1', ['^3.0.0'])).toBe(false); // the next major
    expect(await preloadedFor('2.4.1', ['^1.9.0'])).toBe(false); // an older major
    expect(await preloadedFor('2.4.1', ['^2.3.0', '^2.6.0'])).toBe(false); // one entry point
    expect(await preloadedFor('0.3.2', ['^0.3.1'])).toBe(true);
    expect(await preloadedFor('0.4.0', ['^0.3.1'])).toBe(false);
    expect(await preloadedFor('0.0.4', ['^0.0.3'])).toBe(false);
    // The same answers as the start's own check (the federation runtime's semver).
    for (const [kernel, ranges] of [
      ['2.4.1', ['^2.3.0']],
      ['2.4.1', ['^2.4.1']],
      ['2.4.1', ['^2.5.0']],
      ['2.4.1', ['^3.0.0']],
      ['2.4.1', ['^1.9.0']],
      ['0.3.2', ['^0.3.1']],
      ['0.4.0', ['^0.3.1']],
      ['0.0.4', ['^0.0.3']],
    ] as const)
      expect(await preloadedFor(kernel, [...ranges])).toBe(kernelMismatch(ranges, kernel) === null);
    // A range of another form, none at all, or no kernel written in: left to the start.
    expect(await preloadedFor('2.4.1', ['>=2.0.0 <3.0.0'])).toBe(false);
    expect(await preloadedFor('2.4.1', [])).toBe(false);
    expect(await preloadedFor(undefined, ['^2.3.0'])).toBe(false);
  });

  it('a manifest whose public path is a function, or a description that is not JSON: nothing preloaded, the start reports it', async () => {
    api.on('GET /mf-manifest.json', () => ({
      ...LOGIN_MANIFEST,
      metaData: {
        getPublicPath: 'return "/x/"',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
    }));
    window.history.pushState({}, '', '/login');
    runPageScript();
    await settled();
    expect(preloads()).toEqual([]);
    expect(api.callsTo('GET /mf-manifest.json')).toHaveLength(1);
    expect(api.callsTo('GET /leafbid-remote.json')).toHaveLength(1);
  });
});

describe("a remote's releases: the page script asks for the release the app loads (issue 37)", () => {
  const digest = (char: string) => `sha384-${char.repeat(64)}`;
  const OLD = '20261208T001200Z-3f2a9c1b77';
  const NEW = '20261208T013000Z-aa01bb02cc';
  const origin = 'http://localhost:3004';
  const release = (id: string, mark: string) => ({
    id,
    manifest: `${origin}/${id}/mf-manifest.json`,
    kernel: '^2.3.0',
    integrity: {
      'mf-manifest.json': digest(`M${mark}`.slice(0, 1)),
      'leafbid-remote.json': digest('D'),
      'remoteEntry.js': digest(mark),
      'integrity.json': digest('I'),
    },
  });
  const ENTRY = {
    stable: OLD,
    canary: { release: NEW, percent: 50 },
    releases: [release(OLD, 'o'), release(NEW, 'n')],
  };
  const MANIFEST_OF = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ name: '@leafbid/shared', requiredVersion: '^2.3.0' }],
    exposes: [
      {
        name: 'LoginPage',
        assets: {
          js: { sync: ['static/js/5221.js', 'static/js/unlisted.js'], async: [] },
          css: { sync: ['static/css/login.css'], async: [] },
        },
      },
    ],
  };
  const FILES = {
    algorithm: 'sha384',
    files: { 'static/js/5221.js': digest('c'), 'static/css/login.css': digest('s') },
  };

  beforeEach(() => {
    resetReleases();
    delete window.__leafbidReleaseKey;
    window.__leafbidKernel = '2.4.1';
    api.on('GET /remotes.json', () => ({ onboarding: ENTRY }));
    for (const id of [OLD, NEW]) {
      api.on(`GET /${id}/mf-manifest.json`, () => MANIFEST_OF);
      api.on(`GET /${id}/leafbid-remote.json`, () => ({
        name: 'onboarding',
        routes: [{ path: '/login', module: 'LoginPage', access: 'public' }],
      }));
      api.on(`GET /${id}/integrity.json`, () => FILES);
    }
  });
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    window.history.pushState({}, '', '/');
    delete window.__leafbidKernel;
    delete window.__leafbidReleaseKey;
    localStorage.clear();
    sessionStorage.clear();
  });

  /** The release the page script asked for, and the one the app then loads (a start of its own). */
  async function pageAndApp(): Promise<[string | undefined, string | undefined]> {
    // A new tab.
    resetReleases();
    delete window.__leafbidReleaseKey;
    delete window.__leafbidStartFetches;
    const before = api.calls.length;
    runPageScript();
    await settled();
    const asked = api.calls
      .slice(before)
      .map((call) => /\/(\d{8}T\d{6}Z-[0-9a-f]+)\/mf-manifest\.json$/.exec(call.url)?.[1])
      .find(Boolean);
    // The app of the same tab, choosing again from storage (not from the page's key).
    delete window.__leafbidReleaseKey;
    await fetchRemoteManifests('/remotes.json');
    return [asked, chosenReleases().onboarding?.id];
  }

  it('a signed-out browser: the same release for page and app, kept across reloads (its browser id)', async () => {
    const [page, app] = await pageAndApp();
    expect(page).toBeDefined();
    expect(app).toBe(page);
    const browserId = localStorage.getItem(BROWSER_ID_KEY)!;
    expect(app).toBe(releaseBucket('onboarding', browserId) < 50 ? NEW : OLD);
    for (let reload = 0; reload < 3; reload += 1) expect(await pageAndApp()).toEqual([page, page]);
  });

  it('a 50 % canary: accounts on either side of it get their own release, page and app alike', async () => {
    const uids = Array.from({ length: 40 }, (_, index) => `uid-${index}`);
    const seen = new Set<string>();
    for (const uid of uids.slice(0, 12)) {
      localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify({ uid, roles: ['Buyer'] }));
      const [page, app] = await pageAndApp();
      expect(app).toBe(page);
      expect(app).toBe(releaseBucket('onboarding', uid) < 50 ? NEW : OLD);
      seen.add(app!);
    }
    expect([...seen].sort()).toEqual([OLD, NEW]);
  });

  it("an Admin's pin of a listed release, for page and app", async () => {
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ onboarding: NEW }));
    expect(await pageAndApp()).toEqual([NEW, NEW]);
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ onboarding: OLD }));
    expect(await pageAndApp()).toEqual([OLD, OLD]);
  });

  it("asks for the release's manifest, description and integrity.json with their digests; the app takes those answers", async () => {
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ onboarding: OLD }));
    runPageScript();
    await settled();
    const base = `${origin}/${OLD}/`;
    const init = (url: string) => api.calls.find((call) => call.url === url)?.init;
    expect(init(`${base}mf-manifest.json`)).toEqual({ integrity: digest('M') });
    expect(init(`${base}leafbid-remote.json`)).toEqual({
      cache: 'no-cache',
      integrity: digest('D'),
    });
    expect(init(`${base}integrity.json`)).toEqual({ integrity: digest('I') });
    const count = api.calls.length;
    await fetchRemoteManifests('/remotes.json');
    await releaseFilesReady('onboarding');
    expect(await readManifest(`${base}mf-manifest.json`)).toEqual(MANIFEST_OF);
    // remotes.json, the manifest and integrity.json were the page's: none asked again.
    expect(api.calls).toHaveLength(count);
    expect(integrityOf(`${base}static/js/5221.js`)).toBe(digest('c'));
  });

  it("/login: each preload carries its file's digest, as the runtime's script and link will", async () => {
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ onboarding: NEW }));
    window.history.pushState({}, '', '/login');
    runPageScript();
    await settled();
    const base = `${origin}/${NEW}/`;
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(
      links.map((link) => [
        link.href.replace(base, ''),
        link.getAttribute('integrity'),
        link.getAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['remoteEntry.js', digest('n'), 'anonymous'],
      ['static/js/5221.js', digest('c'), 'anonymous'],
      // Listed nowhere: the app refuses it; the page asks for it plainly (never run so).
      ['static/js/unlisted.js', null, 'anonymous'],
      ['static/css/login.css', digest('s'), 'anonymous'],
    ]);
    // The same digests the app's runtime plugin gives them.
    await fetchRemoteManifests('/remotes.json');
    await releaseFilesReady('onboarding');
    for (const link of links.slice(0, 2).concat(links[3]!))
      expect(integrityOf(link.href)).toBe(link.getAttribute('integrity'));
  });
});
