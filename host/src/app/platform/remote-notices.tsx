// Issue 11: a remote whose description is missing or bad is reported with a visible notice that
// does not block the page (the contract's "non-blocking notice for that remote's routes"): which
// part is missing, and a Retry that reads it again without a reload.
import './platform.css';
import type { KernelMismatch } from '../remote/kernel-requirement';
import { RemoteFallback } from '../remote/remote-boundary';
import { PLATFORM_MESSAGES, REMOTE_MESSAGES } from './messages';
import { REMOTES_URL, usePlatformStore } from './platform-store';

/** Issue 17: which kernel the remote needs, which the host runs, and what to do. */
export function kernelMismatchText({ needs, runs, newer }: KernelMismatch): string {
  return newer
    ? PLATFORM_MESSAGES.needsNewerKernel(needs, runs)
    : PLATFORM_MESSAGES.needsOtherKernel(needs, runs);
}

export function RemoteNotices() {
  const problems = usePlatformStore((state) => state.platform.problems);
  const listProblem = usePlatformStore((state) => state.listProblem);
  const retryRemote = usePlatformStore((state) => state.retryRemote);
  const loadRemotes = usePlatformStore((state) => state.loadRemotes);
  if (problems.length === 0 && listProblem === null) return null;
  return (
    <div className="hs-remote-notices" role="region" aria-label={REMOTE_MESSAGES.noticesLabel}>
      {listProblem !== null ? (
        <RemoteFallback remote={REMOTES_URL} onRetry={() => void loadRemotes()} />
      ) : null}
      {problems.map((problem) => (
        <RemoteFallback
          key={problem.remote}
          remote={problem.remote}
          retrying={problem.retrying}
          {...(problem.kernel
            ? { reason: kernelMismatchText(problem.kernel) }
            : problem.integrity
              ? { reason: REMOTE_MESSAGES.integrity }
              : {})}
          onRetry={() => void retryRemote(problem.remote)}
        />
      ))}
    </div>
  );
}

/** Why the page at `pathname` is not mounted, when it belongs to a refused remote (issue 17). */
export function useRefusalAt(pathname: string): KernelMismatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return usePlatformStore(
    (state) => state.platform.refusedRoutes.find((route) => route.path === path)?.kernel ?? null,
  );
}

/** Some remote is not mounted: a path no route matches may be one of its pages. */
export function usePlatformIncomplete(): boolean {
  return usePlatformStore(
    (state) => state.platform.problems.length > 0 || state.listProblem !== null,
  );
}
