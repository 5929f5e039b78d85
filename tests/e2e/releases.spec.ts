import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BUYER, placeBid } from '../support/bids';
import { buildBrokenOrders } from '../support/broken-orders-remote';
import { buildChangedOrders } from '../support/changed-texts-remote';
import {
  DEMO_PASSWORD,
  apiGet,
  idTokenFor,
  signUpIdentity,
  uniqueEmail,
} from '../support/identity';
import { LoginPage, signIn } from '../support/pages';
import { remoteOrigin } from '../support/ports';
import { stableRelease } from '../support/registry';
import { childEnv, e2eDataDir } from '../config.mjs';

// Issue 37: a team releases its remote while buyers work. Each test drives `npm run release` (the
// command a team runs) against the test stack's releases, and looks at what a buyer's tabs do:
// a tab open across a publish-and-promote or a rollback keeps working on the release it started
// with; a new tab takes the new one; a canary is sticky per user; a changed byte is refused; a
// canary that breaks on render is rolled back by the API on its own.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = 'admin@leafbid.test';
const releasesDir = () => path.join(e2eDataDir(), 'releases');

/** `npm run release -- <args>` against the test stack: stdout's last line, all of it, stderr. */
async function release(...args: string[]): Promise<{ out: string; stdout: string; err: string }> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      ...args,
      '--releases-dir',
      releasesDir(),
      '--base-url',
      remoteOrigin('orders'),
      '--by',
      'e2e',
    ],
    { cwd: repoRoot, env: childEnv({}) },
  );
  return { out: stdout.trim().split('\n').pop() ?? '', stdout, err: stderr };
}

interface Entry {
  stable: string;
  releases: Array<{ id: string }>;
  canary: { release: string; percent: number } | null;
  history: Array<{ action: string; release: string; reason?: string }>;
}
const ordersEntry = async () =>
  JSON.parse((await release('list', 'orders', '--json')).stdout) as Entry;

/** The release of each remote this tab runs (the host's own account of it). */
const releasesOf = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __leafbidReleases: () => Record<string, { id: string }> }
    ).__leafbidReleases(),
  );

let built: string;
let changedDist: string;
let brokenDist: string;
let original: string;
let changed: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  built = mkdtempSync(path.join(os.tmpdir(), 'leafbid-releases-'));
  changedDist = path.join(built, 'changed');
  brokenDist = path.join(built, 'broken');
  await buildChangedOrders(changedDist);
  await buildBrokenOrders(brokenDist);
  original = (await stableRelease('orders')).id;
});

test.afterAll(async () => {
  // The next specs meet the orders remote as the stack started it.
  const entry = await ordersEntry();
  if (entry.canary) await release('canary', 'orders', entry.canary.release, '0');
  if (entry.stable !== original) await release('promote', 'orders', original);
  rmSync(built, { recursive: true, force: true });
});

/** Opens Edit on the dashboard's pending order for `name`; the popup's availability line. */
async function editFromDashboard(page: Page, name: string, quantity: number) {
  await page
    .getByRole('button', { name: new RegExp(`Edit the order request for.*${name}`) })
    .click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByText('This window could not be loaded')).toHaveCount(0);
  const field = popup.getByLabel(/Quantity \(grams\)/);
  await field.fill(String(quantity));
  await field.blur();
  return popup;
}

const OLD_NOW = (grams: number) => new RegExp(`✓ ${grams}\\s?g available now`);
const NEW_NOW = (grams: number) => new RegExp(`✓ ${grams}\\s?g ready to ship`);

test('a tab open across a publish-and-promote keeps working on its release and opens Edit without a failure; a new tab takes the new release; rollback the same way', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { product, quantity } = await placeBid();
  const name = product.Product_Name;
  await signIn(page, BUYER);
  expect((await releasesOf(page)).orders?.id).toBe(original);
  const failures = failedResponses(page);

  // The orders team publishes its new build and promotes it while the buyer's tab is open.
  const published = await release('publish', 'orders', '--dist', changedDist);
  changed = published.out;
  expect(changed).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{10}$/);
  expect(published.err).toContain(`stored orders ${changed}`);
  await release('promote', 'orders', changed);
  expect((await ordersEntry()).stable).toBe(changed);

  // The open tab loads the edit popup's code only now, from the release it started with.
  const popup = await editFromDashboard(page, name, quantity);
  await expect(popup.getByText(OLD_NOW(quantity))).toBeVisible();
  await page.keyboard.press('Escape');

  // A new tab takes the new release; it has not opened Edit yet.
  const later = await signedInPage(browser, BUYER);
  expect((await releasesOf(later)).orders?.id).toBe(changed);
  const laterFailures = failedResponses(later);

  // Rollback, within seconds: the tab on the new release opens Edit now, from its release.
  const started = Date.now();
  const back = await release('rollback', 'orders');
  expect(back.out).toBe(original);
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(await editFromDashboard(later, name, quantity)).toContainText(NEW_NOW(quantity));
  await later.keyboard.press('Escape');
  // A new tab runs the previous release again.
  const third = await signedInPage(browser, BUYER);
  expect((await releasesOf(third)).orders?.id).toBe(original);
  await expect(await editFromDashboard(third, name, quantity)).toContainText(OLD_NOW(quantity));
  // The first tab, started before both, still opens Edit.
  await expect(await editFromDashboard(page, name, quantity)).toContainText(OLD_NOW(quantity));
  expect(failures).toEqual([]);
  expect(laterFailures).toEqual([]);
  await later.context().close();
  await third.context().close();
});

/** Every answer of 400 or more from the orders origin from now on (a missing chunk: 404). */
function failedResponses(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(remoteOrigin('orders')) && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(remoteOrigin('orders'))) failures.push(`failed ${request.url()}`);
  });
  return failures;
}

/** FNV-1a (32-bit) of the UTF-8 bytes, modulo 100: the share a key falls in (docs/releases.md). */
function bucket(remote: string, key: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${remote}:${key}`)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

const uidOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { user_id: string })
    .user_id;

/** Two accounts on either side of a 50 % canary of the orders remote (new ones when needed). */
async function accountsEitherSide(): Promise<
  Array<{ email: string; password: string; inCanary: boolean }>
> {
  const accounts: Array<{ email: string; password: string; uid: string }> = [];
  for (const email of [BUYER, 'seller@leafbid.test', 'both@leafbid.test', ADMIN])
    accounts.push({ email, password: DEMO_PASSWORD, uid: uidOf(await idTokenFor(email)) });
  const side = (uid: string) => bucket('orders', uid) < 50;
  while (!(accounts.some((a) => side(a.uid)) && accounts.some((a) => !side(a.uid)))) {
    const email = uniqueEmail('canary');
    const password = 'canary-password-1';
    accounts.push({ email, password, uid: (await signUpIdentity(email, password)).uid });
  }
  const inside = accounts.find((a) => side(a.uid))!;
  const outside = accounts.find((a) => !side(a.uid))!;
  return [
    { ...inside, inCanary: true },
    { ...outside, inCanary: false },
  ];
}

async function signedInPage(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test('a 50 % canary gives two users different releases, and each keeps its own across reloads', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await release('canary', 'orders', changed, '50');
  const entry = await ordersEntry();
  expect(entry.canary).toEqual({ release: changed, percent: 50 });
  try {
    const seen: string[] = [];
    for (const account of await accountsEitherSide()) {
      const page = await signedInPage(browser, account.email, account.password);
      // Signed in, the next start chooses by the account (the signed-in hint keeps its uid).
      const ids: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        await page.reload();
        await page.waitForFunction(
          () =>
            'orders' in
            (window as unknown as { __leafbidReleases: () => object }).__leafbidReleases(),
        );
        ids.push((await releasesOf(page)).orders!.id);
      }
      const expected = account.inCanary ? changed : original;
      expect(ids, account.email).toEqual([expected, expected, expected]);
      seen.push(ids[0]!);
      await page.context().close();
    }
    expect(new Set(seen).size).toBe(2);
  } finally {
    await release('canary', 'orders', changed, '0');
  }
});

/** Replaces a stored file of a release (and its pre-compressed copies); returns the restore. */
function tamper(remote: string, id: string, file: string): () => void {
  const dir = path.join(releasesDir(), remote, id);
  const originals = ['', '.br', '.gz'].map((suffix) => {
    const at = path.join(dir, `${file}${suffix}`);
    try {
      return { at, bytes: readFileSync(at) };
    } catch {
      return { at, bytes: null };
    }
  });
  // One more statement at the end: valid JavaScript, one changed digest.
  const changedText = `${readFileSync(path.join(dir, file), 'utf8')}\n;window.__tampered=1;`;
  writeFileSync(path.join(dir, file), changedText);
  for (const { at, bytes } of originals.slice(1))
    if (bytes)
      writeFileSync(
        at,
        at.endsWith('.br') ? brotliCompressSync(changedText) : gzipSync(changedText),
      );
  return () => {
    for (const { at, bytes } of originals) if (bytes) writeFileSync(at, bytes);
  };
}

test('a byte changed in a stored chunk is refused: that remote shows its notice with the reason, the others work', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stable = await stableRelease('orders');
  const manifest = (await (await fetch(stable.manifest)).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes
    .find((expose) => expose.name === 'OrdersPage')!
    .assets.js.sync.at(-1)!;
  const digest = createHash('sha384')
    .update(readFileSync(path.join(releasesDir(), 'orders', stable.id, chunk)))
    .digest('base64');
  const restore = tamper('orders', stable.id, chunk);
  try {
    const page = await signedInPage(browser, BUYER);
    await page.goto('/orders');
    const notice = page.locator('[data-remote-fallback="orders"]');
    await expect(notice).toBeVisible();
    await expect(
      notice.getByText('This part of Leafbid did not pass its integrity check and was not loaded.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __tampered?: number }).__tampered),
    ).toBeUndefined();
    // The other remotes work.
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await page.context().close();
  } finally {
    restore();
  }
  expect(
    createHash('sha384')
      .update(readFileSync(path.join(releasesDir(), 'orders', stable.id, chunk)))
      .digest('base64'),
  ).toBe(digest);
});

test('a canary that throws on render is rolled back by the API on its own, and the operators are told', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const broken = (await release('publish', 'orders', '--dist', brokenDist)).out;
  await release('canary', 'orders', broken, '100');
  const page = await signedInPage(browser, BUYER);
  expect((await releasesOf(page)).orders?.id).toBe(broken);
  await page.goto('/orders');
  await expect(page.locator('[data-remote-fallback="orders"]')).toBeVisible();
  // The host reported the render error; the API ended the canary.
  await expect.poll(async () => (await ordersEntry()).canary, { timeout: 30_000 }).toBeNull();
  const entry = await ordersEntry();
  expect(entry.stable).toBe(original);
  const last = entry.history.at(-1)!;
  expect(last).toMatchObject({ action: 'auto-rollback', release: broken });
  expect(last.reason).toMatch(/%/);
  const { data } = await apiGet<{ data: Array<{ kind: string; params: Record<string, unknown> }> }>(
    ADMIN,
    '/notifications?limit=20',
  );
  expect(
    data.find((n) => n.kind === 'release_rolled_back' && n.params.release === broken),
  ).toBeTruthy();
  // The next start is on the stable release, and the page works.
  await page.reload();
  expect((await releasesOf(page)).orders?.id).toBe(original);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.context().close();
});

/** `npm run release -- <args>` expected to be refused: its exit code and stderr. */
async function refusedRelease(...args: string[]): Promise<{ code: number; err: string }> {
  try {
    await release(...args);
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, err: failed.stderr ?? '' };
  }
  throw new Error(`npm run release -- ${args.join(' ')} was not refused`);
}

test('a publish with a global selector, an incomplete catalogue or an unsatisfied kernel range is refused with the reason, and stores nothing', async () => {
  const before = (await ordersEntry()).releases.length;
  const copy = (name: string) => {
    const dir = path.join(built, name);
    cpSync(changedDist, dir, { recursive: true });
    return dir;
  };

  // A rule that restyles every heading of the page, not only the remote's.
  const globalRule = copy('global-rule');
  const css = readdirSync(globalRule).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file))!;
  writeFileSync(
    path.join(globalRule, css),
    `${readFileSync(path.join(globalRule, css), 'utf8')}h1{color:red}`,
  );
  const css1 = await refusedRelease('publish', 'orders', '--dist', globalRule);
  expect(css1.code).toBe(1);
  expect(css1.err).toMatch(/refused: css-scope: .*h1/);

  // A catalogue of the build without one of its texts.
  const incomplete = copy('incomplete-catalogue');
  const description = JSON.parse(
    readFileSync(path.join(incomplete, 'leafbid-remote.json'), 'utf8'),
  ) as {
    messages: Record<string, string>;
  };
  const frFile = path.join(incomplete, description.messages['fr-CA']!);
  const fr = JSON.parse(readFileSync(frFile, 'utf8')) as Record<string, unknown>;
  const dropped = Object.keys(fr).find((id) => id.startsWith('orders.'))!;
  delete fr[dropped];
  writeFileSync(frFile, JSON.stringify(fr));
  const catalogue = await refusedRelease('publish', 'orders', '--dist', incomplete);
  expect(catalogue.code).toBe(1);
  expect(catalogue.err).toContain(dropped);

  // A production host running another kernel than the one the remote was built against.
  const hostManifest = path.join(built, 'host-mf-manifest.json');
  const host = JSON.parse(
    readFileSync(path.join(repoRoot, 'host', 'dist', 'mf-manifest.json'), 'utf8'),
  ) as {
    shared: Array<{ name: string; version: string }>;
  };
  for (const entry of host.shared)
    if (entry.name.startsWith('@leafbid/shared')) entry.version = '3.0.0';
  writeFileSync(hostManifest, JSON.stringify(host));
  const kernel = await refusedRelease(
    'publish',
    'orders',
    '--dist',
    changedDist,
    '--host-manifest',
    hostManifest,
  );
  expect(kernel.code).toBe(1);
  expect(kernel.err).toMatch(
    /refused: kernel: built against kernel \^\d+\.\d+\.\d+, but the host .* runs @leafbid\/shared 3\.0\.0/,
  );

  expect((await ordersEntry()).releases.length).toBe(before);
});
