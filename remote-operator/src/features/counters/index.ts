export { CountersBoard } from './components/counters-board';
export { countersQueryKey } from './api/get-counters';
