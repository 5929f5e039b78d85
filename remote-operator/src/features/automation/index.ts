export { AutomationPanel } from './components/automation-panel';
export { outboxQueryKey } from './api/get-outbox';
