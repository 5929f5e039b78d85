export { RouteGuard, type RouteGuardProps } from './components/RouteGuard';
export {
  decideRoute,
  isPublicPath,
  PUBLIC_PATHS,
  LOGIN_PATH,
  HOME_PATH,
  CONFIRM_ACCOUNT_PATH,
  type RouteDecision,
  type RouteInput,
} from './decide-route';
