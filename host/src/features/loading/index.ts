import './loading.css';

export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay';
export { RouteChangeIndicator, ROUTE_CHANGE_MS } from './components/RouteChangeIndicator';
export { StartGate, type StartGateProps } from './components/StartGate';
export { useMinimumDuration } from './hooks/use-minimum-duration';
