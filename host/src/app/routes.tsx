// Spec §2 "Screens and routes": every route behind the one RouteGuard, each remote page and
// widget in its own RemoteBoundary (through RemoteModule); the loading overlay during route
// changes (§2 App shell) until the new page has rendered. Which routes, links and widgets exist
// is read at run time from the remotes' descriptions (issue 11): this file names none of them.
import { describedText, logoutAndReload, useAuthStore, useProfileStore } from '@leafbid/shared';
import { allowedFor } from '@leafbid/shared/platform';
import { Outlet, Route, Routes } from 'react-router-dom';
import { DASHBOARD_MESSAGES } from '../messages';
import { DashboardPage, type DashboardWidget } from '../features/dashboard';
import { RouteGuard } from '../features/guards';
import { LoadingOverlay, RouteChangeOverlay, RoutePending } from '../features/loading';
import { AppShell, TitledPage } from '../features/shell';
import { routeKeyOf, type PlatformWidget } from './platform/compose-platform';
import { PageUnavailable } from './platform/page-unavailable';
import { NotAllowedPage, NotFoundPage } from './status-pages';
import { usePlatformStore } from './platform/platform-store';
import { RemoteNotices, usePlatformIncomplete } from './platform/remote-notices';
import { RemoteModule } from './remote/remote-module';
import type { RemoteModuleId } from './remote/remote-registry';

/** A remote's page; `title` is its description's (a message id of the remote's catalogue). */
function RemotePage({ title, id }: { title: string; id: RemoteModuleId }) {
  return (
    <TitledPage title={describedText(title)}>
      <RemoteModule id={id} />
    </TitledPage>
  );
}

const asDashboardWidget = (widget: PlatformWidget): DashboardWidget => ({
  id: widget.moduleId,
  element: <RemoteModule id={widget.moduleId} />,
});

/**
 * The widgets of each slot for this contact's roles (issue 18: a seller's dashboard shows their
 * listings, a buyer's their pending orders; a contact who is both gets both).
 */
function Dashboard() {
  const widgets = usePlatformStore((state) => state.platform.widgets);
  const contactType = useProfileStore((state) => state.profile?.Contact_Type);
  const forContact = (slot: readonly PlatformWidget[]) =>
    slot.filter((widget) => allowedFor(widget.roles, contactType)).map(asDashboardWidget);
  return (
    <TitledPage title={DASHBOARD_MESSAGES.pageTitle}>
      <DashboardPage
        main={forContact(widgets['dashboard-main'])}
        aside={forContact(widgets['dashboard-aside'])}
      />
    </TitledPage>
  );
}

/** The page, with the notices of skipped remotes above it for signed-in users. */
function ContentWithNotices() {
  const authenticated = useAuthStore((state) => state.status === 'authenticated');
  return (
    <>
      {authenticated ? <RemoteNotices /> : null}
      <Outlet />
    </>
  );
}

/**
 * A path no route matches: 'Page not found' (issue 18), unless some remote was skipped (it may be
 * that remote's page, a deep link or a bookmark): then the page says so and waits for a Retry. A
 * visitor only gets here on /login (the guard sends them there), so never redirects: that would
 * loop.
 */
function UnknownRoute() {
  const authenticated = useAuthStore((state) => state.status === 'authenticated');
  const incomplete = usePlatformIncomplete();
  if (authenticated && !incomplete) return <NotFoundPage />;
  if (authenticated) return <PageUnavailable showDashboardLink />;
  return (
    <div className="hs-platform-public">
      <RemoteNotices />
      <PageUnavailable showDashboardLink={false} />
    </div>
  );
}

export function AppRoutes() {
  const { routes, navigation } = usePlatformStore((state) => state.platform);
  return (
    <RouteChangeOverlay coverFirstPage routeOf={(pathname) => routeKeyOf(pathname, routes)}>
      <AppShell onLogout={() => void logoutAndReload()} navigation={navigation}>
        <Routes>
          <Route
            element={
              <RouteGuard
                routes={routes}
                notAllowed={(roles) => <NotAllowedPage roles={roles} />}
                waiting={
                  // Holds a route change's overlay up; with none showing (the profile still
                  // loading after start) it is the overlay itself.
                  <RoutePending>
                    <LoadingOverlay />
                  </RoutePending>
                }
              >
                <ContentWithNotices />
              </RouteGuard>
            }
          >
            <Route index element={<Dashboard />} />
            {routes.map((route) => (
              <Route
                key={route.path}
                // A page answering its subpaths (issue 18: /marketplace/{id}) reads them itself.
                path={route.subpaths ? `${route.path}/*` : route.path}
                element={<RemotePage title={route.title} id={route.moduleId} />}
              />
            ))}
            <Route path="*" element={<UnknownRoute />} />
          </Route>
        </Routes>
      </AppShell>
    </RouteChangeOverlay>
  );
}
