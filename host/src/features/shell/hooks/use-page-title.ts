import { pageTitle } from '@leafbid/domain';
import { useEffect } from 'react';

/** Sets document.title to '{Title} - Leafbid' while the calling page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
