import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';

/** A route's element with its page title (the page itself may come from a remote). */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}
