import { expect, test } from '@playwright/test';
import { Shell, signIn } from '../support/pages';
import { countReactRenderers, reactRenderers, sharedReport } from '../support/singletons';

// ARCHITECTURE "Rules that keep the split real": one React, one router context, one auth store,
// one bus at run time across the host and all remotes.

test('one React and one @leafbid/shared instance run across the host and all five remotes', async ({
  page,
}) => {
  await countReactRenderers(page);

  await signIn(page, 'admin@leafbid.test'); // an Admin reaches every remote, the operator's too
  const shell = new Shell(page);
  await shell.go('Marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', exact: true })).toBeVisible();
  await shell.go('Orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await shell.go('My Listings');
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await shell.go('Operator');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await shell.go('Dashboard');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();

  expect(await reactRenderers(page), 'one react-dom renderer registered').toHaveLength(1);

  const report = await sharedReport(page);
  expect(report.instances).toEqual(
    expect.arrayContaining(['host', 'marketplace', 'orders', 'listings', 'onboarding', 'operator']),
  );
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand',
    'mitt',
    '@leafbid/shared',
  ]) {
    const entry = report.loaded[pkg];
    expect(entry, `${pkg} is shared and loaded`).toBeDefined();
    expect(entry!.modules, `${pkg}: one module instance`).toBe(1);
    expect(entry!.versions, `${pkg}: one version`).toHaveLength(1);
  }
  expect(report.loaded['@leafbid/shared']!.from).toEqual(['host']);
});
