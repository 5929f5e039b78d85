import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/identity';
import { Shell, signIn } from '../support/pages';
import { TEST_PORTS } from '../support/ports';
import { serveRegistry } from '../support/registry';
import {
  KERNEL_VERSION,
  RSBUILD_REMOTE,
  buildAndServeRsbuildRemote,
  type ServedRemote,
} from '../support/rsbuild-remote';
import { countReactRenderers, reactRenderers, sharedReport } from '../support/singletons';

// Issue 17 "The platform kernel": a remote built by another team with another bundler (Rsbuild and
// @module-federation/rsbuild-plugin, tests/fixtures/rsbuild-remote), following only README "Adding
// a remote", joins the running host through remotes.json: its link, route and title, the profile
// read from the kernel, a bus event the host handles, one React and one kernel. The same remote
// built for a kernel the host does not run is refused in words, and the rest of the product works.

const BUYER = 'buyer@leafbid.test';
const [kernelMajor] = KERNEL_VERSION.split('.').map(Number);
/** A kernel range no build of this host satisfies: the next major. */
const NEXT_MAJOR = `^${kernelMajor! + 1}.0.0`;

// Its remote is listed for this page only (support/registry.ts): the page's policy, built by the
// server from the registry it serves, does not name that remote's origin.
test.use({ bypassCSP: true });

let remote: ServedRemote;
let newerKernelRemote: ServedRemote;

test.beforeAll(async () => {
  remote = await buildAndServeRsbuildRemote(TEST_PORTS.rsbuildRemote);
  newerKernelRemote = await buildAndServeRsbuildRemote(
    TEST_PORTS.rsbuildRemoteNewerKernel,
    NEXT_MAJOR,
  );
});

test.afterAll(async () => {
  await remote?.close();
  await newerKernelRemote?.close();
});

/** This host's remotes.json as deployed, plus the Rsbuild remote at `manifestUrl`. */
async function listRemote(page: Page, manifestUrl: string) {
  await serveRegistry(page, (listed) => ({ ...listed, [RSBUILD_REMOTE]: manifestUrl }));
}

/** Console messages of a type, as the page logs them. */
function consoleMessages(page: Page, type: 'error' | 'warning'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

test('a remote built with Rsbuild joins the running host through remotes.json: link, route, title, the kernel’s profile and bus, one React and one kernel', async ({
  page,
}) => {
  const warnings = consoleMessages(page, 'warning');
  await countReactRenderers(page);
  await listRemote(page, remote.manifestUrl);
  // Its manifest asks for the kernel it was built against as a caret range.
  const manifest = (await (await fetch(remote.manifestUrl)).json()) as {
    shared: Array<{ name: string; requiredVersion?: string }>;
  };
  expect(manifest.shared.find((entry) => entry.name === '@leafbid/shared')?.requiredVersion).toBe(
    `^${KERNEL_VERSION}`,
  );

  await signIn(page, BUYER);
  const shell = new Shell(page);
  await expect(shell.nav().getByRole('link')).toHaveText([
    'Dashboard',
    'Marketplace',
    'Orders',
    'Reports',
  ]);
  await shell.link('Reports').click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page).toHaveTitle('Reports - Leafbid');
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();

  // The signed-in profile, read from the kernel's store the host filled.
  const { data: contact } = await apiGet<{
    data: { First_Name: string | null; Last_Name: string | null };
  }>(BUYER, `/contact-by-email?email=${BUYER}`);
  const name = [contact.First_Name, contact.Last_Name].filter(Boolean).join(' ');
  expect(name).not.toBe('');
  await expect(page.getByTestId('reports-profile')).toHaveText(`Reports for ${name}`);

  // A bus event the host handles: its Support Request popup opens over the remote's page.
  await page.getByRole('button', { name: 'Ask for help with reports' }).click();
  await expect(page.getByRole('dialog', { name: 'Support Request' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Support Request' })).toBeHidden();

  // One React and one kernel: the host's, for the host and every remote, this one included.
  expect(await reactRenderers(page), 'one react-dom renderer registered').toHaveLength(1);
  const report = await sharedReport(page);
  expect(report.instances).toEqual(expect.arrayContaining(['host', RSBUILD_REMOTE]));
  for (const pkg of ['react', 'react-dom', '@leafbid/shared']) {
    expect(report.loaded[pkg]?.modules, `${pkg}: one module instance`).toBe(1);
    expect(report.loaded[pkg]?.versions, `${pkg}: one version`).toHaveLength(1);
  }
  expect(report.loaded['@leafbid/shared']!.from).toEqual(['host']);
  expect(report.loaded['@leafbid/shared']!.versions).toEqual([KERNEL_VERSION]);
  // The kernel's range was met: federation had nothing to warn about.
  expect(
    warnings.filter((text) => /does not satisfy|not satisfy the requirement/i.test(text)),
  ).toEqual([]);
});

test('the same remote built for a kernel the host does not run is refused in words, never loaded, and the rest of the product works', async ({
  page,
}) => {
  const errors = consoleMessages(page, 'error');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(newerKernelRemote.origin)) requested.push(request.url());
  });
  await listRemote(page, newerKernelRemote.manifestUrl);
  const refusal = `This part of Leafbid needs platform version ${NEXT_MAJOR}; this site runs ${KERNEL_VERSION}. Ask the site's operators to update the host, or deploy a build of the remote made for ${KERNEL_VERSION}.`;

  await signIn(page, BUYER);
  const notice = page.locator(`[data-remote-fallback="${RSBUILD_REMOTE}"]`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(refusal);
  expect(errors.join('\n')).toContain(
    `Remote "${RSBUILD_REMOTE}" is not mounted: it was built for @leafbid/shared ${NEXT_MAJOR}, and this host runs ${KERNEL_VERSION}`,
  );

  // No link, and its page says why.
  const shell = new Shell(page);
  await expect(shell.nav().getByRole('link')).toHaveText(['Dashboard', 'Marketplace', 'Orders']);
  await page.goto('/reports');
  await expect(
    page.getByRole('heading', { name: 'This page is not available right now' }),
  ).toBeVisible();
  await expect(page.locator('.hs-page-unavailable')).toContainText(refusal);

  // Only its manifest and description were read: nothing of it ran.
  expect(requested.length).toBeGreaterThan(0);
  expect(
    requested.filter((url) => !/\/(mf-manifest|leafbid-remote)\.json$/.test(new URL(url).pathname)),
  ).toEqual([]);

  // Every other remote works.
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await shell.go('Orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
});
