export { PlatformView } from './components/platform-view';
export { platformQueryKey } from './api/get-platform';
