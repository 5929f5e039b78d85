export { AppShell, type AppShellProps } from './components/app-shell';
export { type NavigationLink } from './components/main-nav';
export { TitledPage } from './components/titled-page';
export { usePageTitle } from './hooks/use-page-title';
