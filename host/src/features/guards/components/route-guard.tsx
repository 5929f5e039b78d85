import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { ContactRole } from '@leafbid/shared/platform';
import { PROFILE_UNAVAILABLE_MESSAGES as M } from '../messages';
import { decideRoute, type RouteRule } from '../decide-route';

export interface RouteGuardProps {
  /** The routes the remotes mount, with who may open them (from their descriptions). */
  routes: readonly RouteRule[];
  /** Shown while authentication initialises or the profile loads (the loading overlay). */
  waiting: ReactNode;
  /** Shown on a route limited to roles the user has none of (issue 18). */
  notAllowed: (roles: readonly ContactRole[]) => ReactNode;
  /** What the route shows once allowed; defaults to the nested routes (<Outlet />). */
  children?: ReactNode;
}

/**
 * Spec §2 Guards, applied to every route: waits for authentication, loads the profile when it is
 * missing, then renders, or redirects as decideRoute says.
 */
export function RouteGuard({ routes, waiting, notAllowed, children }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  const authStatus = useAuthStore((state) => state.status);
  const profile = useProfileStore((state) => state.profile);
  const profileError = useProfileStore((state) => state.error);
  const fetchProfile = useProfileStore((state) => state.fetchProfile);

  const decision = decideRoute({
    authStatus,
    profile,
    profileError,
    path: pathname,
    search,
    routes,
  });
  const needsProfile = decision.kind === 'wait' && decision.for === 'profile';

  useEffect(() => {
    if (needsProfile) void fetchProfile();
  }, [needsProfile, fetchProfile]);

  switch (decision.kind) {
    case 'wait':
      return <>{waiting}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'profile-error':
      return (
        <ProfileUnavailable
          message={decision.message}
          onRetry={() => void fetchProfile({ force: true })}
        />
      );
    case 'forbidden':
      return <>{notAllowed(decision.roles)}</>;
    case 'render':
      return <>{children ?? <Outlet />}</>;
  }
}

function ProfileUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="hs-profile-unavailable" aria-labelledby="hs-profile-unavailable-title">
      <h1 id="hs-profile-unavailable-title" className="hs-page-heading">
        {M.title}
      </h1>
      <ErrorMessage message={message} />
      <Button onClick={onRetry}>{M.retry}</Button>
    </section>
  );
}
