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
