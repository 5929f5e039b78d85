import { expect, test, type Page } from '@playwright/test';
import { REMOTES } from '../support/ports';
import { serveRegistry, stableRelease } from '../support/registry';
import { Shell, signIn } from '../support/pages';

// Issue 11 "Remotes describe their own routes": each remote's build writes leafbid-remote.json
// next to its mf-manifest.json; the running host reads them at start and mounts what they
// describe. A remote whose description is bad or missing is reported and skipped; the others work.

// Every remote of the workspace's list (scripts/lib/remotes.mjs), each from its stable release
// (issue 37): the description sits next to that release's manifest.
const descriptionUrl = async (remote: string) =>
  `${(await stableRelease(remote)).base}/leafbid-remote.json`;

/**
 * The remote listed by its stable release's manifest alone (a plain entry: no digests, as an
 * outside team's remote without the release tooling), so a description other than the one its
 * release recorded is read at all; a release's changed description is refused for its integrity
 * (releases.spec.ts).
 */
async function listedPlain(page: Page, remote: string) {
  const { manifest } = await stableRelease(remote);
  await serveRegistry(page, (registry) => ({ ...registry, [remote]: manifest }));
}

/** Serves `change(description)` instead of what the remote's build wrote. */
async function serveDescription(
  page: Page,
  remote: string,
  change: (description: Record<string, unknown>) => unknown,
) {
  await listedPlain(page, remote);
  await page.route(await descriptionUrl(remote), async (route) => {
    const response = await route.fetch();
    const body = change((await response.json()) as Record<string, unknown>);
    await route.fulfill({ response, json: body });
  });
}

/** Console errors the page logs. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('each remote serves the description its build wrote, no-cache, next to its manifest', async ({
  request,
}) => {
  const paths: Record<string, string[]> = {};
  for (const remote of REMOTES) {
    const response = await request.get(await descriptionUrl(remote));
    expect(response.status(), remote).toBe(200);
    expect(response.headers()['cache-control'], remote).toBe('no-cache');
    const description = (await response.json()) as { name: string; routes: { path: string }[] };
    expect(description.name).toBe(remote);
    paths[remote] = description.routes.map((route) => route.path);
  }
  expect(paths).toEqual({
    marketplace: ['/marketplace'],
    orders: ['/orders'],
    listings: ['/listings'],
    onboarding: [
      '/login',
      '/join',
      '/reset',
      '/settings',
      '/confirm-account',
      '/account-documents',
    ],
    operator: ['/operator'],
  });
});

test('a remote whose description breaks the contract is reported and skipped; the other remotes work', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await serveDescription(page, 'orders', (description) => ({
    ...description,
    routes: [{ path: 'orders', module: 'OrdersPage', title: 'Orders', access: 'signed-in' }],
  }));
  await signIn(page, 'buyer@leafbid.test');

  const notice = page.locator('[data-remote-fallback="orders"]');
  await expect(notice).toBeVisible();
  await expect(notice.getByText('This part of Leafbid could not be loaded.')).toBeVisible();
  expect(errors.join('\n')).toContain('Remote "orders" is skipped: routes[0].path');

  // Its widget and link are gone; the other remotes' are there and work.
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toHaveCount(0);
  const shell = new Shell(page);
  await expect(shell.link('Orders')).toHaveCount(0);
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Marketplace - Leafbid');
});

test('a remote without a description is skipped: a Seller gets the notice and no My Listings link; the rest works', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await listedPlain(page, 'listings');
  await page.route(await descriptionUrl('listings'), (route) =>
    route.fulfill({ status: 404, json: { error: 'Not Found' } }),
  );
  await signIn(page, 'seller@leafbid.test');

  await expect(page.locator('[data-remote-fallback="listings"]')).toBeVisible();
  expect(errors.join('\n')).toContain('Remote "listings" is skipped');
  const shell = new Shell(page);
  await expect(shell.link('My Listings')).toHaveCount(0);
  await shell.go('Orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toHaveCount(0);
  await shell.go('Dashboard');
  // A Seller's dashboard (issue 18): New Arrivals still works; pending orders are a buyer's, and
  // their listings' summary went with the listings remote.
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My listings' })).toHaveCount(0);
});

test('the running host mounts what a remote describes: a new route, link and title without a host rebuild', async ({
  page,
}) => {
  await serveDescription(page, 'orders', (description) => {
    const { routes, navigation } = description as {
      routes: unknown[];
      navigation: unknown[];
    };
    return {
      ...description,
      routes: [
        ...routes,
        {
          path: '/order-history',
          module: 'OrdersPage',
          title: 'Order History',
          access: 'signed-in',
        },
      ],
      navigation: [...navigation, { path: '/order-history', label: 'Order History', order: 1.5 }],
    };
  });
  await signIn(page, 'buyer@leafbid.test');

  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Marketplace',
    'Order History',
    'Orders',
  ]);
  await nav.getByRole('link', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page).toHaveTitle('Order History - Leafbid');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
});
