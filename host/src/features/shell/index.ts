import './shell.css';

export { AppShell, type AppShellProps } from './components/AppShell';
export { TitledPage } from './components/TitledPage';
export { usePageTitle } from './hooks/use-page-title';
export { PAGE_TITLES, type PageTitleText } from './page-titles';
