import { expect, test } from '@playwright/test';
import { TEST_PORTS } from '../support/ports';
import { Shell, LoginPage } from '../support/pages';

// ARCHITECTURE "Run-time composition": a remote that fails to load takes down only its own routes
// and widgets; the host shows a fallback with Retry, and Retry recovers once the remote is back.

test('a remote whose files fail to load shows its fallback while navigation keeps working, and Retry recovers', async ({
  page,
}) => {
  const marketplaceOrigin = `http://localhost:${TEST_PORTS.marketplace}`;
  let marketplaceDown = true;
  await page.route(`${marketplaceOrigin}/**`, (route) =>
    marketplaceDown ? route.abort('connectionrefused') : route.continue(),
  );

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('buyer@leafbid.test');
  await expect(page).toHaveURL(/\/$/);

  // The dashboard: NewArrivals (marketplace) falls back, PendingOrders (orders) works.
  const fallback = page.locator('[data-remote-fallback="marketplace"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText('This part of Leafbid could not be loaded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();

  // Navigation and the other remotes keep working.
  const shell = new Shell(page);
  await shell.go('Orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await shell.go('Marketplace');
  await expect(page.locator('[data-remote-fallback="marketplace"]')).toBeVisible();
  await expect(shell.link('Dashboard')).toBeVisible();

  // The remote comes back: Retry loads it without a page reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  marketplaceDown = false;
  await page
    .locator('[data-remote-fallback="marketplace"]')
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

// Issue: a remote whose origin refused connections while the dashboard loaded stayed broken after
// Retry (its failed chunk was never requested again), and its boundary's error then showed on
// another remote's route.
test('a remote down while the dashboard loads comes back on Retry, and its failure never shows on another remote’s route', async ({
  page,
}) => {
  const ordersOrigin = `http://localhost:${TEST_PORTS.orders}`;
  let ordersDown = true;
  const ordersRequests: string[] = [];
  await page.route(`${ordersOrigin}/**`, (route) => {
    ordersRequests.push(route.request().url());
    return ordersDown ? route.abort('connectionrefused') : route.continue();
  });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('buyer@leafbid.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback="orders"]')).toBeVisible();

  const shell = new Shell(page);
  await shell.go('Orders');
  const fallback = page.locator('[data-remote-fallback="orders"]');
  await expect(fallback).toBeVisible();

  // The origin is back: Retry goes to the network again and Orders renders.
  ordersDown = false;
  const before = ordersRequests.length;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(ordersRequests.length).toBeGreaterThan(before);

  // Every other remote still works.
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('a boundary resets when what it shows changes: an Orders failure does not follow the user to Marketplace', async ({
  page,
}) => {
  const ordersOrigin = `http://localhost:${TEST_PORTS.orders}`;
  // Only the orders remote's chunks fail (its manifest and entry load): the chunk-level failure.
  let chunksDown = true;
  await page.route(`${ordersOrigin}/**`, (route) => {
    if (/mf-manifest\.json|remoteEntry\.js/.test(route.request().url())) return route.continue();
    return chunksDown ? route.abort('connectionrefused') : route.continue();
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('buyer@leafbid.test');
  await expect(page).toHaveURL(/\/$/);

  const shell = new Shell(page);
  await shell.go('Orders');
  await expect(page.locator('[data-remote-fallback="orders"]')).toBeVisible();
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

  // The chunks are back: Orders renders, after a Retry when its boundary still shows the failure.
  chunksDown = false;
  await shell.go('Orders');
  const heading = page.getByRole('heading', { name: 'Orders', exact: true });
  const fallback = page.locator('[data-remote-fallback="orders"]');
  await expect(heading.or(fallback)).toBeVisible();
  if (await fallback.isVisible()) await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(heading).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});
