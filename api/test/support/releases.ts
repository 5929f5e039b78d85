// Issue 37: a release registry for the platform tests, written where the test app reads it
// (config.releasesDir/registry.json, docs/releases.md "The registry document"), valid for
// @leafbid/tooling/release (release ids, sha384 digests, dates).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import type { Registry, Release, RemoteReleases } from '../../src/platform/registry.js';

/** A release id for a test's label ('o-1' → '20261208T000000Z-<10 hex of its SHA-256>'). */
export const rid = (label: string) =>
  /^\d{8}T\d{6}Z-/.test(label)
    ? label
    : `20261208T000000Z-${createHash('sha256').update(label).digest('hex').slice(0, 10)}`;

const digest = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A release as `publish` records it, published `minutes` after midnight. */
export function release(label: string, minutes = 0): Release {
  const id = rid(label);
  return {
    id,
    manifest: `http://localhost:3002/${id}/mf-manifest.json`,
    kernel: '^2.5.1',
    integrity: { 'mf-manifest.json': digest(`m-${label}`), 'remoteEntry.js': digest(`e-${label}`) },
    commit: `commit-${label}`,
    publishedAt: new Date(Date.UTC(2026, 11, 8, 0, minutes)).toISOString(),
    lastLiveAt: null,
  };
}

/**
 * A remote whose first release `stable` became stable as it was published, with `others`
 * published after it, and optionally a canary (labels, as `rid` turns them into ids).
 */
export function remote(
  stable: string,
  others: string[] = [],
  canary: { release: string; percent: number } | null = null,
): RemoteReleases {
  const labels = [stable, ...others];
  const releases = labels.map((label, i) => release(label, i));
  return {
    stable: rid(stable),
    canary: canary ? { release: rid(canary.release), percent: canary.percent } : null,
    releases,
    history: [
      ...releases.flatMap((r, i) => [
        { at: r.publishedAt, action: 'publish' as const, release: r.id, by: 'orders-team' },
        ...(i === 0
          ? [{ at: r.publishedAt, action: 'promote' as const, release: r.id, by: 'orders-team' }]
          : []),
      ]),
      ...(canary
        ? [
            {
              at: '2026-12-08T06:00:00.000Z',
              action: 'canary' as const,
              release: rid(canary.release),
              by: 'orders-team',
              reason: `${canary.percent} %`,
            },
          ]
        : []),
    ],
  };
}

export const registryFile = (config: Pick<Config, 'releasesDir'>) =>
  path.join(config.releasesDir, 'registry.json');

export async function writeRegistry(
  config: Pick<Config, 'releasesDir'>,
  remotes: Registry['remotes'],
): Promise<void> {
  await mkdir(config.releasesDir, { recursive: true });
  await writeFile(registryFile(config), JSON.stringify({ version: 1, remotes }, null, 2));
}

export async function readRegistry(config: Pick<Config, 'releasesDir'>): Promise<Registry> {
  return JSON.parse(await readFile(registryFile(config), 'utf8')) as Registry;
}
