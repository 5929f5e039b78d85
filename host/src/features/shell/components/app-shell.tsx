import { useAuthStore } from '@leafbid/shared';
import type { ReactNode } from 'react';
import { SHELL_MESSAGES } from '../../../messages';
import { Header } from './header';
import { MainNav, type NavigationLink } from './main-nav';
import { SuspensionBanner } from './suspension-banner';
import { MediaCookieNotice } from './media-cookie-notice';
// Its styles here, not in the feature's index: with "sideEffects": ["*.css"] webpack skips a
// re-exporting index, and the styles it imported went with it (issue 12).
import '../shell.css';

export interface AppShellProps {
  onLogout(): void;
  /** The remotes' navigation links (from their descriptions). */
  navigation: readonly NavigationLink[];
  children: ReactNode;
}

/** Spec §2 App shell: header and navigation only when authenticated; the page in the content area. */
export function AppShell({ onLogout, navigation, children }: AppShellProps) {
  const authenticated = useAuthStore((state) => state.status === 'authenticated');
  if (!authenticated) {
    return (
      <main id="hs-content" className="hs-public">
        {children}
      </main>
    );
  }
  return (
    <div className="hs-shell">
      <a className="hs-skip-link" href="#hs-content">
        {SHELL_MESSAGES.skipToContent}
      </a>
      <Header onLogout={onLogout} />
      <div className="hs-shell__body">
        <MainNav links={navigation} />
        <main id="hs-content" className="hs-content" tabIndex={-1}>
          <SuspensionBanner />
          <MediaCookieNotice />
          {children}
        </main>
      </div>
    </div>
  );
}
