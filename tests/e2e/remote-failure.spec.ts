import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../support/ports';
import { Shell, LoginPage } from '../support/pages';

// ARCHITECTURE "Run-time composition": a remote that fails to load takes down only its own routes
// and widgets; the host shows a fallback with Retry, and Retry recovers once the remote is back.
// A remote down at start cannot describe itself (issue 11): the host reports it with a notice
// (same fallback, same Retry) and mounts the others.

test('a remote whose origin is down at start is reported and skipped while navigation keeps working, and Retry recovers', async ({
  page,
}) => {
  const marketplaceOrigin = remoteOrigin('marketplace');
  let marketplaceDown = true;
  await page.route(`${marketplaceOrigin}/**`, (route) =>
    marketplaceDown ? route.abort('connectionrefused') : route.continue(),
  );

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('buyer@leafbid.test');
  await expect(page).toHaveURL(/\/$/);

  // Its description could not be read: the notice names it; the dashboard has no New Arrivals
  // (marketplace), PendingOrders (orders) works.
  const fallback = page.locator('[data-remote-fallback="marketplace"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText('This part of Leafbid could not be loaded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toHaveCount(0);

  // Navigation and the other remotes keep working; the skipped remote has no link.
  const shell = new Shell(page);
  await expect(shell.link('Marketplace')).toHaveCount(0);
  await shell.go('Orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.locator('[data-remote-fallback="marketplace"]')).toBeVisible();
  await expect(shell.link('Dashboard')).toBeVisible();

  // The remote comes back: Retry reads it again and mounts it without a page reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  marketplaceDown = false;
  await page
    .locator('[data-remote-fallback="marketplace"]')
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
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
  const ordersOrigin = remoteOrigin('orders');
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

  // A deep link to its page says the page is not available (instead of another page).
  await page.goto('/orders');
  await expect(
    page.getByRole('heading', { name: 'This page is not available right now' }),
  ).toBeVisible();
  const fallback = page.locator('[data-remote-fallback="orders"]');
  await expect(fallback).toBeVisible();

  // The origin is back: Retry goes to the network again and Orders renders where the user is.
  ordersDown = false;
  const before = ordersRequests.length;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(ordersRequests.length).toBeGreaterThan(before);

  // Every other remote still works.
  const shell = new Shell(page);
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('a boundary resets when what it shows changes: an Orders failure does not follow the user to Marketplace', async ({
  page,
}) => {
  const ordersOrigin = remoteOrigin('orders');
  // Only the orders remote's chunks fail (its description, manifest and entry load): the
  // chunk-level failure.
  let chunksDown = true;
  await page.route(`${ordersOrigin}/**`, (route) => {
    if (/leafbid-remote\.json|mf-manifest\.json|remoteEntry\.js/.test(route.request().url()))
      return route.continue();
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
