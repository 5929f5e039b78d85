// The my-products feature: what app/exposes mounts for the host.
export { ListingsPage } from './components/listings-page';
