export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay';
export {
  RouteChangeOverlay,
  RoutePending,
  ROUTE_CHANGE_MAX_MS,
  ROUTE_CHANGE_MIN_MS,
  type RouteChangeOverlayProps,
} from './components/RouteChangeOverlay';
export { StartGate, type StartGateProps } from './components/StartGate';
export { startOverlayShownAt } from './start-screen';
export { whenPageShown } from '../../lib/page-shown';
export { useMinimumDuration } from './hooks/use-minimum-duration';
