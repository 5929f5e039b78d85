export {
  DashboardPage,
  type DashboardPageProps,
  type DashboardWidget,
} from './components/DashboardPage';
