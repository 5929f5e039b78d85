export { LoadingOverlay, type LoadingOverlayProps } from './components/loading-overlay';
export {
  RouteChangeOverlay,
  RoutePending,
  ROUTE_CHANGE_MAX_MS,
  ROUTE_CHANGE_MIN_MS,
  type RouteChangeOverlayProps,
} from './components/route-change-overlay';
export { StartGate, type StartGateProps } from './components/start-gate';
export { startOverlayShownAt } from './start-screen';
export { whenPageShown } from '../../lib/page-shown';
export { useMinimumDuration } from './hooks/use-minimum-duration';
