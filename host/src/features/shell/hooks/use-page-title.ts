import { useEffect } from 'react';
import { PAGE_TITLE_MESSAGES } from '../../../messages';

/** Sets document.title to '{Title} - Leafbid' (in the active locale) while the page is shown. */
export function usePageTitle(title: string): void {
  const pageTitle = PAGE_TITLE_MESSAGES.title(title);
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
}
