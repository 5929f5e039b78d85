// Issue 17: the kernel (@leafbid/shared) follows semver, and each remote's mf-manifest.json records
// the kernel range it was built against (the kernel's `requiredVersion` under `shared`, which every
// bundler's federation plugin writes). The host reads it before mounting the remote and mounts it
// only when the kernel it runs satisfies it; a remote that needs another kernel is refused in
// words (../platform/messages.ts) instead of running with `undefined` where an export is missing.
// The range check is the federation runtime's own semver (`satisfy`), already in the host's start;
// the caret ranges the builds write are read by kernel-range.ts, which index.html's page script
// shares (issue 36).
import { satisfy } from '@module-federation/enhanced/runtime';
import { readManifest } from './manifest-prefetch';
import { REMOTE_DESCRIPTION_TIMEOUT_MS } from './remote-descriptions';
import { caretSatisfies, kernelRangesOf } from './kernel-range';
import type { RemoteName } from './remote-registry';

export { KERNEL_PACKAGE, kernelRangesOf } from './kernel-range';

export class RemoteManifestError extends Error {
  constructor(
    readonly remote: RemoteName,
    problem: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" is skipped: ${problem}`, options);
    this.name = 'RemoteManifestError';
  }
}

/** Reads the kernel ranges from a remote's manifest; every failure is a RemoteManifestError. */
export async function fetchKernelRanges(
  remote: RemoteName,
  manifestUrl: string,
  timeoutMs = REMOTE_DESCRIPTION_TIMEOUT_MS,
): Promise<string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${manifestUrl} did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return kernelRangesOf(await Promise.race([readManifest(manifestUrl), timeout]));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new RemoteManifestError(remote, `its manifest could not be read (${reason})`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A remote built for a kernel the host does not run. */
export interface KernelMismatch {
  /** The range the remote was built for, as its manifest says. */
  needs: string;
  /** The kernel version the host runs. */
  runs: string;
  /** The range asks for a later kernel than the one running (else an older or another one). */
  newer: boolean;
}

/**
 * The first range `running` does not satisfy, or null when it satisfies them all. A caret range
 * (what the builds write) is read as index.html's page script reads it (kernel-range.ts), any
 * other by the federation runtime's semver.
 */
export function kernelMismatch(ranges: readonly string[], running: string): KernelMismatch | null {
  const needs = ranges.find(
    (range) => !(caretSatisfies(running, range) ?? satisfy(running, range)),
  );
  if (needs === undefined) return null;
  const lowest = /\d+\.\d+\.\d+/.exec(needs)?.[0];
  return { needs, runs: running, newer: lowest !== undefined && satisfy(lowest, `>${running}`) };
}
