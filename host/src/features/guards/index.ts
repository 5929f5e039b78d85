export { RouteGuard, type RouteGuardProps } from './components/route-guard';
export {
  decideRoute,
  isPublicPath,
  ruleAt,
  returnTarget,
  RETURN_PARAM,
  LOGIN_PATH,
  HOME_PATH,
  CONFIRM_ACCOUNT_PATH,
  type RouteDecision,
  type RouteInput,
  type RouteRule,
} from './decide-route';
