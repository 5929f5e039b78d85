// ARCHITECTURE "Rules that keep the split real": one React, one router context, one auth store,
// one bus at run time. What the page runs, counted the way React DevTools and the federation
// runtime see it (e2e/singletons.spec.ts, e2e/other-bundler.spec.ts).
import type { Page } from '@playwright/test';

interface ShareEntry {
  lib?: () => unknown;
  from: string;
  useIn?: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

export interface SharedReport {
  /** Federation containers started on the page (the host's and each remote's name). */
  instances: string[];
  /** Per shared package loaded: distinct module instances, who provided them, which versions. */
  loaded: Record<string, { modules: number; from: string[]; versions: string[] }>;
}

/** Counts React renderers as React DevTools would: each react-dom copy registers itself once. */
export async function countReactRenderers(page: Page): Promise<void> {
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
}

/** The React renderers registered so far (after countReactRenderers). */
export function reactRenderers(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => (window as unknown as { __leafbidRenderers: unknown[] }).__leafbidRenderers,
  );
}

/** What the federation runtime has loaded: containers, and each shared package's instances. */
export function sharedReport(page: Page): Promise<SharedReport> {
  return page.evaluate(() => {
    const federation = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: ShareScopes; __INSTANCES__: Array<{ name: string }> };
      }
    ).__FEDERATION__;
    const loaded: SharedReport['loaded'] = {};
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
}
