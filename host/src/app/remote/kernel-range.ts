// Issue 17: the kernel range a remote's manifest declares, and the check of the caret ranges every
// build writes (^major.minor.patch). Issue 36: a module of its own, with no import, so index.html's
// page script (../start-fetches-page.ts) decides with the same code as the start
// (kernel-requirement.ts): the federation runtime's semver, which answers every other range, is
// larger than the whole page script.

export const KERNEL_PACKAGE = '@leafbid/shared';

/** The kernel ranges a manifest declares: one per kernel entry point it shares, usually equal. */
export function kernelRangesOf(manifest: unknown): string[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const ranges = new Set<string>();
  for (const entry of shared as Array<{ name?: unknown; requiredVersion?: unknown }>) {
    const { name, requiredVersion } = entry ?? {};
    if (typeof name !== 'string' || typeof requiredVersion !== 'string') continue;
    if (name === KERNEL_PACKAGE || name.startsWith(`${KERNEL_PACKAGE}/`))
      ranges.add(requiredVersion);
  }
  return [...ranges];
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` satisfies the caret range `range`, as semver (and the federation runtime's
 * `satisfy`) answers: ^1.2.3 is 1.x at least 1.2.3, ^0.2.3 is 0.2.x at least 0.2.3, ^0.0.3 is 0.0.3
 * only. Undefined when the range is not of that form or the version is not major.minor.patch (a
 * prerelease): the runtime's semver decides those.
 */
export function caretSatisfies(version: string, range: string): boolean | undefined {
  const running = VERSION.exec(version);
  const needs = CARET.exec(range);
  if (!running || !needs) return undefined;
  // The first part that is not 0 is fixed, and every part before it.
  const fixed = Number(needs[1]) > 0 ? 1 : Number(needs[2]) > 0 ? 2 : 3;
  for (let part = 1; part <= 3; part += 1) {
    const runs = Number(running[part]);
    const wants = Number(needs[part]);
    if (runs !== wants) return part > fixed && runs > wants;
  }
  return true;
}
