import { expect, test } from '@playwright/test';
import { Shell, signIn } from '../support/pages';

// ARCHITECTURE "Rules that keep the split real": one React, one router context, one auth store,
// one bus at run time across the host and all remotes.

interface ShareEntry {
  lib?: () => unknown;
  from: string;
  useIn?: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('one React and one @leafbid/shared instance run across the host and all five remotes', async ({
  page,
}) => {
  // Count React renderers as React DevTools would: each react-dom copy registers itself once.
  await page.addInitScript(() => {
    const renderers: Array<{ version?: string; rendererPackageName?: string }> = [];
    (window as unknown as Record<string, unknown>).__leafbidRenderers = renderers;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        renderers.push({
          version: renderer.version,
          rendererPackageName: renderer.rendererPackageName,
        });
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });

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

  const renderers = await page.evaluate(
    () => (window as unknown as { __leafbidRenderers: unknown[] }).__leafbidRenderers,
  );
  expect(renderers, 'one react-dom renderer registered').toHaveLength(1);

  const report = await page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: ShareScopes; __INSTANCES__: Array<{ name: string }> };
      }
    ).__FEDERATION__;
    const loaded: Record<string, { modules: number; from: string[]; versions: string[] }> = {};
    for (const scopes of Object.values(federation.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (typeof entry.lib !== 'function') continue;
            const slot = (loaded[pkg] ??= { modules: 0, from: [], versions: [] });
            const seen = ((
              window as unknown as { __seenLibs?: Map<string, Set<unknown>> }
            ).__seenLibs ??= new Map());
            const set = seen.get(pkg) ?? new Set();
            set.add(entry.lib());
            seen.set(pkg, set);
            slot.modules = set.size;
            if (!slot.from.includes(entry.from)) slot.from.push(entry.from);
            if (!slot.versions.includes(version)) slot.versions.push(version);
          }
        }
      }
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name).sort(), loaded };
  });

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
