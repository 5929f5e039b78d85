export { AutomationPanel } from './components/automation-panel';
