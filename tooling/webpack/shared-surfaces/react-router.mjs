// What the Leafbid apps share of react-router (issue 12). The router is a federation singleton
// (one router context for the host and every remote), and a shared module is provided whole: all
// of react-router 7 (data routers, server rendering, React Server Components) was 58 KB gzip on
// every first load. Every build provides THIS module instead, for both 'react-router' and
// 'react-router-dom', so whichever build provides it, the surface is the same and the bundler
// keeps only what is listed: declarative routing inside the host's <BrowserRouter>.
//
// A build that imports anything else from react-router(-dom) fails, naming it (see
// shared-surface-plugin.cjs). To use more, add it here and rebuild every app, the host first: a
// remote must never run against a host whose router lacks what it imports.
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'leafbid-react-router-package';
