// The remote of tests/fixtures/rsbuild-remote, built with Rsbuild (not the workspace's webpack
// config) and served on its own origin the way production serves a remote, for
// e2e/other-bundler.spec.ts (issue 17).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// @ts-expect-error — plain ESM module without types, the static server every app is served with.
import { startStaticServer } from '../../tooling/serve/serve.mjs';
import { childEnv } from '../config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtureDir = path.join(repoRoot, 'tests', 'fixtures', 'rsbuild-remote');

/** Its federation name (its key in remotes.json). */
export const RSBUILD_REMOTE = 'reports';

/** The kernel version the host runs: shared/package.json's. */
export const KERNEL_VERSION = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

export interface ServedRemote {
  /** Its mf-manifest.json URL, as remotes.json lists it. */
  manifestUrl: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * Builds the fixture into a throw-away folder and serves it on `port`. `kernelRange` replaces the
 * kernel range the build would write (^ the installed kernel's version), as a remote built for
 * another kernel would have.
 */
export async function buildAndServeRsbuildRemote(
  port: number,
  kernelRange?: string,
): Promise<ServedRemote> {
  return buildAndServe('leafbid-rsbuild-remote-', port, (distDir) =>
    promisify(execFile)(path.join(fixtureDir, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: fixtureDir,
      env: childEnv({ DIST_DIR: distDir, KERNEL_RANGE: kernelRange ?? '' }),
    }),
  );
}

/**
 * Builds a remote into a throw-away folder (`build` writes it) and serves that folder on `port`,
 * its own origin, the way production serves a remote; `close` stops the server and removes it.
 */
export async function buildAndServe(
  prefix: string,
  port: number,
  build: (distDir: string) => Promise<unknown>,
): Promise<ServedRemote> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    await build(distDir);
    const server = (await startStaticServer({ root: distDir, port })) as {
      close(): Promise<void>;
    };
    const origin = `http://localhost:${port}`;
    return {
      origin,
      manifestUrl: `${origin}/mf-manifest.json`,
      async close() {
        await server.close();
        rmSync(distDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  }
}
