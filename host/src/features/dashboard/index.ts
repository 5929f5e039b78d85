import './dashboard.css';

export { DashboardPage, type DashboardPageProps } from './components/DashboardPage';
