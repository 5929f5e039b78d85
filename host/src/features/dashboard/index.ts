export {
  DashboardPage,
  type DashboardPageProps,
  type DashboardWidget,
} from './components/dashboard-page';
