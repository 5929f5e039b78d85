export { AppShell, type AppShellProps } from './components/AppShell';
export { type NavigationLink } from './components/MainNav';
export { TitledPage } from './components/TitledPage';
export { usePageTitle } from './hooks/use-page-title';
